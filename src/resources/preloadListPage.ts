import { tokenStore } from '../providers/apiAddress';
import { preloadPage } from '../lib/lazyPage';
import { resourceRegistry } from './registry';

/**
 * A signed-in cold load of `/app/<resource>`: its list's code (loaded with its page) starts
 * loading as the app's code runs, beside the list's first rows, rather than after the first render.
 */
export function preloadListPage(): void {
  if (!tokenStore.get()) return;
  const path = window.location.pathname.replace(/\/+$/, '');
  preloadPage(resourceRegistry.find(({ name }) => path === `/app/${name}`)?.list);
}
