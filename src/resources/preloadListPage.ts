import { tokenStore } from '../providers/apiAddress';
import { preloadPage } from '../lib/lazyPage';
import { resourceRegistry } from './registry';

let asked: Promise<unknown> | null = null;

/**
 * A signed-in cold load of `/app/<resource>`: its list's code (loaded with its page) starts
 * loading as the app's code runs, beside the list's first rows, rather than after the first render.
 */
export function preloadListPage(): void {
  if (!tokenStore.get()) return;
  const path = window.location.pathname.replace(/\/+$/, '');
  asked = preloadPage(resourceRegistry.find(({ name }) => path === `/app/${name}`)?.list);
}

/**
 * Settles once the preloaded list's code is in (or failed: the page then says so), null when none
 * was asked for. The app renders after it: drawn before, the page would wait behind its loading
 * indicator, which React keeps at least 300 ms.
 */
export function listPageCodeInHand(): Promise<void> | null {
  return (
    asked?.then(
      () => undefined,
      () => undefined,
    ) ?? null
  );
}
