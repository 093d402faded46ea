import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: the page's code loads when it is first shown. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
