import path from 'node:path';
import type { Plugin } from 'vite';

/** A library module another imports statically, though what it draws is only wanted later. */
interface LazyPart {
  /** The importing module, as a path. */
  importer: RegExp;
  /** Its import specifier, as written in the importer. */
  source: string;
  /** The component it takes from it. */
  exportName: string;
}

/**
 * react-admin's DataTable draws its column chooser (ColumnsSelector, with MUI's text field and
 * diacritics search) into the column button's menu, which opens on a click; drawn nothing until
 * that button is on the page, it would otherwise bring MUI's inputs into every list's first load.
 */
export const LAZY_PARTS: LazyPart[] = [
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: './ColumnsSelector.js',
    exportName: 'ColumnsSelector',
  },
];

const PREFIX = '\0beli-lazy:';

/** The component, loaded when first drawn (nothing is drawn meanwhile). */
export function lazyComponentModule(modulePath: string, exportName: string) {
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Loaded = lazy(() => import(${JSON.stringify(modulePath)}).then((m) => ({ default: m[${JSON.stringify(exportName)}] })));`,
    `export const ${exportName} = (props) => createElement(Suspense, { fallback: null }, createElement(Loaded, props));`,
  ].join('\n');
}

/** In the build, each of `parts` is imported through a module that loads it when first drawn. */
export function lazyLibraryParts(parts: LazyPart[] = LAZY_PARTS): Plugin {
  return {
    name: 'beli:lazy-library-parts',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the specifier first.
    enforce: 'pre',
    resolveId(source, importer) {
      const part = parts.find((p) => p.source === source && importer && p.importer.test(importer));
      if (!part || !importer) return null;
      const target = path.resolve(path.dirname(importer), source);
      return `${PREFIX}${part.exportName}:${target}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [exportName, ...target] = id.slice(PREFIX.length).split(':');
      return lazyComponentModule(target.join(':'), exportName!);
    },
  };
}
