import { lazy, type ComponentType } from 'react';
import { codeLoaded, reloadOnceForStaleCode } from './staleChunk';

/** React.lazy for a named export: the page's code loads when it is first shown. */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<Props>>>,
  name: K,
) {
  return lazy(() =>
    load().then(
      (module) => {
        codeLoaded(name);
        return { default: module[name] };
      },
      (error: unknown) => reloadOnceForStaleCode(error, name),
    ),
  );
}
