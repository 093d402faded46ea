import type { Page } from 'playwright-core';

/** The page's own stamps of one payment reaching it (milliseconds since the Unix epoch). */
export interface PageStages {
  /** The stream's chunk carrying the order's event read by the page's JavaScript. */
  received: number;
  /** React's commit that put the paid order and the new balance in the document. */
  rendered: number;
  /** The next frame begins: its requestAnimationFrame callbacks run (then style, layout, paint). */
  frame: number;
  /** That frame drawn: the task queued from its callbacks, which runs after its paint. */
  drawn: number;
  /** Every request the page started, and when. */
  requests: { url: string; at: number }[];
}

/**
 * Run in the page before the app (addInitScript): stamps each stage of the next payment. No
 * function in it is bound to a name: tsx would wrap it in a helper the page does not have.
 */
function stampStages() {
  const marks: { received?: number } = {};
  const started: { url: string; at: number }[] = [];
  const stages = new Promise<PageStages>((resolve) => {
    // The stream is read by the app as it is: a copy of it (tee) is read here for the stamp.
    const fetchOfPage = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const at = performance.timeOrigin + performance.now();
      started.push({ url: new URL(url, location.href).pathname, at });
      const response = await fetchOfPage(input, init);
      if (!url.endsWith('/api/events') || !response.body) return response;
      const [forApp, forStamp] = response.body.tee();
      void forStamp.pipeThrough(new TextDecoderStream()).pipeTo(
        new WritableStream({
          write(chunk) {
            if (marks.received === undefined && chunk.includes('event: order\n')) {
              marks.received = performance.timeOrigin + performance.now();
            }
          },
        }),
      );
      const { status, statusText, headers } = response;
      return new Response(forApp, { status, statusText, headers });
    };

    new MutationObserver((_, observer) => {
      const paid = document.querySelector('[data-testid="payment-success"]');
      if (!paid || !document.querySelector('[data-testid="new-balance"]')) return;
      observer.disconnect();
      const rendered = performance.timeOrigin + performance.now();
      requestAnimationFrame(() => {
        const frame = performance.timeOrigin + performance.now();
        // A task queued from the frame's callbacks runs after its paint, and before the tasks
        // queued from later callbacks (the app's own work deferred past the frame).
        setTimeout(() => {
          resolve({
            received: marks.received ?? Number.NaN,
            rendered,
            frame,
            drawn: performance.timeOrigin + performance.now(),
            requests: started,
          });
        });
      });
    }).observe(document, { childList: true, subtree: true });
  });
  Object.assign(window, { benchStages: stages });
}

/** Stamps the stages in every page of `page`'s context from its next load on. */
export const stampPageStages = (page: Page) => page.addInitScript(stampStages);

/** How long a page may take to show a payment before the bench gives up on it. */
const SHOWN_WITHIN_MS = 30_000;

/** Resolves once the page drew the paid order and the balance, with its stamps. */
export async function pageStages(page: Page): Promise<PageStages> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not show the payment in ${SHOWN_WITHIN_MS} ms`)),
      SHOWN_WITHIN_MS,
    );
  });
  const shown = page.evaluate(
    () => (window as unknown as { benchStages: Promise<PageStages> }).benchStages,
  );
  try {
    return await Promise.race([shown, givenUp]);
  } finally {
    clearTimeout(timer);
  }
}
