import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { codeLoaded, reloadOnceForStaleCode } from './staleChunk';

/** A lazy page that can also be asked to start loading its code before it is drawn. */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => void;
};

/** React.lazy for a named export: the page's code loads when it is first shown (or preloaded). */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<Props>>>,
  name: K,
): LazyPage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        codeLoaded(name);
        return { default: module[name] };
      },
      (error: unknown) => reloadOnceForStaleCode(error, name),
    ));
  return Object.assign(lazy(start), { preload: () => void start() });
}

/** Starts loading a page's code if it is a lazy page (a resource's page may be drawn at once). */
export function preloadPage(page: unknown): void {
  if (typeof page === 'object' && page !== null && 'preload' in page) {
    (page as LazyPage<object>).preload();
  }
}
