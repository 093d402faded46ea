import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { tokenStore } from '../apiAddress';
import { LIST_CODE_META } from './listCodeMeta';

/**
 * A signed-in cold load of a defined resource's list: the code every list is made of (the build's
 * `lists` chunk, which the page names) is fetched now, beside the app's own files, rather than
 * once the app's code has run and asked for the list's page.
 */
export function fetchListCodeEarly(): void {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${LIST_CODE_META}"]`)?.content;
  const path = window.location.pathname.replace(/\/+$/, '');
  const aList = RESOURCE_DEFINITIONS.some(({ name }) => path === `/app/${name}`);
  if (!href || !aList || !tokenStore.get()) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // As the page's module scripts are fetched, so that the preloaded file is the one they use.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

fetchListCodeEarly();
