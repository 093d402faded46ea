import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: a stand-in whose dark-scheme answer the test controls; on a phone
 * every `max-width` query (MUI's `breakpoints.down`) matches too.
 */
export function fakeColorScheme(initiallyDark = false, { phone = false } = {}) {
  let dark = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      if (media.includes('max-width')) return phone;
      return media.includes('prefers-color-scheme: dark') ? dark : false;
    },
    onchange: null,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  }));
  return {
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener({ matches: value }));
    },
  };
}
