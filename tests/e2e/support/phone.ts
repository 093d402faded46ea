/** A phone as the e2e tests hold it: 390 px wide, touch, a mobile browser's viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How much wider than the screen the page is, in px (0: it never scrolls sideways). */
export const sidewaysOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;
