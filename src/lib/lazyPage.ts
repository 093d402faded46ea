import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { codeLoaded, reloadOnceForStaleCode } from './staleChunk';

/** A page whose code loads when it is first drawn, or sooner when asked to (`preload`). */
export type LazyPage<Props extends object> = FunctionComponent<Props> & {
  /** Starts loading its code; settles once it is in (or failed). */
  preload: () => Promise<unknown>;
};

/** The props of a module's component export (a module may export others, of other props). */
type PropsOfExport<Export> = Export extends ComponentType<infer Props> ? Props & object : never;

/**
 * React.lazy for a named export: the page's code loads when it is first shown (or preloaded).
 * Already loaded when it mounts, the page is drawn at once: React.lazy would suspend that render
 * all the same, and React keeps a fallback on screen at least 300 ms once it has shown it.
 */
export function lazyPage<
  Module extends Record<K, ComponentType<never>>,
  K extends string,
  Props extends object = PropsOfExport<Module[K]>,
>(load: () => Promise<Module>, name: K): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        codeLoaded(name);
        loaded = module[name] as ComponentType<Props>;
        return { default: loaded };
      },
      (error: unknown) => reloadOnceForStaleCode(error, name),
    ));
  const Lazy = lazy(start);
  function LazyPageOrLoaded(props: Props) {
    // Chosen once: a mounted page keeps its component (a new one would start it over).
    const [Page] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Page, props);
  }
  return Object.assign(LazyPageOrLoaded, { preload: start });
}

/** Starts loading a page's code if it is a lazy page; settles once it is in (or failed). */
export function preloadPage(page: unknown): Promise<unknown> | null {
  const lazyOne = page as Partial<LazyPage<object>> | null | undefined;
  return typeof lazyOne?.preload === 'function' ? lazyOne.preload() : null;
}
