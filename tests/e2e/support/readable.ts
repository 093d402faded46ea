// Run in the page (page.evaluate): what a reader of the screen meets.

/** The texts of headings shown more than once: a page names itself once. */
export const repeatedHeadings = () => {
  const texts = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => heading.getClientRects().length > 0)
    .map((heading) => heading.textContent?.trim() ?? '')
    .filter(Boolean);
  return [...new Set(texts.filter((text, i) => texts.indexOf(text) !== i))];
};

/** The crumbs of the trail a reader cannot read whole: cut by an ellipsis or an edge, or folded. */
export const cutCrumbs = () => {
  const trail = document.querySelector('nav[aria-label="Vị trí trang"]');
  if (!trail) return [];
  const edge = trail.getBoundingClientRect();
  return [...trail.querySelectorAll<HTMLElement>('li.MuiBreadcrumbs-li > *')]
    .filter((crumb) => {
      const box = crumb.getBoundingClientRect();
      return (
        crumb.tagName === 'BUTTON' ||
        crumb.scrollWidth > crumb.clientWidth + 1 ||
        box.right > Math.min(edge.right, window.innerWidth) + 1 ||
        box.bottom > edge.bottom + 1
      );
    })
    .map((crumb) => crumb.textContent || crumb.getAttribute('aria-label') || '?');
};
