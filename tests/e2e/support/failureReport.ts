import type { Page } from 'playwright-core';

const MAX_TEXT = 3000;

/**
 * What a failed Chromium test's pages showed: each page's address and text, the API's refusals
 * and the page's errors, printed so that a failure seen once in CI can be read afterwards.
 */
export class FailureReport {
  private readonly pages = new Map<Page, string[]>();

  watch(page: Page): void {
    const events: string[] = [];
    this.pages.set(page, events);
    page.on('response', (response) => {
      if (response.status() >= 400) {
        events.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') events.push(`console error: ${message.text()}`);
    });
  }

  /** Forgets the pages of a test that passed. */
  clear(): void {
    this.pages.clear();
  }

  async print(): Promise<void> {
    for (const [page, events] of this.pages) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch((error: unknown) => `(unreadable: ${String(error)})`);
      console.error(
        [
          `--- page ${page.isClosed() ? '(closed)' : page.url()}`,
          ...events.map((event) => `  ${event}`),
          text.slice(-MAX_TEXT),
        ].join('\n'),
      );
    }
    this.clear();
  }
}
