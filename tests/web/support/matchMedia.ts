import { vi } from 'vitest';

/** jsdom has no matchMedia: a stand-in whose dark-scheme answer the test controls. */
export function fakeColorScheme(initiallyDark = false) {
  let dark = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
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
