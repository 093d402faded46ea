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
  /** Our module that decides when to load it: its `factory(load)` returns the component. */
  wrapper: string;
  factory: string;
}

/**
 * react-admin's DataTable draws its column chooser into the column button's menu; loaded with the
 * table, it would bring MUI's text inputs into every list's first load.
 */
export const LAZY_PARTS: LazyPart[] = [
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: './ColumnsSelector.js',
    exportName: 'ColumnsSelector',
    wrapper: 'src/lib/ColumnsSelectorOnDemand.tsx',
    factory: 'columnsSelectorOnDemand',
  },
];

const PREFIX = '\0beli-lazy-part:';

/**
 * In the build, each of `parts` is imported through its wrapper, which loads the real module
 * (its own chunk) when it decides to.
 */
export function lazyLibraryParts(parts: LazyPart[] = LAZY_PARTS): Plugin {
  let root = '';
  const resolved = new Map<string, { part: LazyPart; target: string }>();
  return {
    name: 'beli:lazy-library-parts',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the specifier first.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      const part = parts.find((p) => p.source === source && importer && p.importer.test(importer));
      if (!part || !importer) return null;
      const target = path.resolve(path.dirname(importer), source);
      const id = `${PREFIX}${target}`;
      resolved.set(id, { part, target });
      return id;
    },
    load(id) {
      const found = resolved.get(id);
      if (!found) return null;
      const { part, target } = found;
      return [
        `import { ${part.factory} } from ${JSON.stringify(path.resolve(root, part.wrapper))};`,
        `export const ${part.exportName} = ${part.factory}(() =>`,
        `  import(${JSON.stringify(target)}).then((m) => m.${part.exportName}),`,
        ');',
      ].join('\n');
    },
  };
}
