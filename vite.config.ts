import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { LIST_CODE_META } from './src/providers/early/listCodeMeta.ts';
import { lazyLibraryParts } from './vite.lazyLibraryParts.ts';
import { precompress } from './vite.precompress.ts';

/**
 * What `src/providers/early/` needs (the definitions, for the lists it may ask for), alone in one
 * small chunk that imports nothing.
 */
const EARLY_MODULES =
  /[\\/]src[\\/]providers[\\/](early[\\/]|apiAddress\.ts)|[\\/]common[\\/](aov\.ts|permissions\.ts|resources[\\/])|[\\/]src[\\/]lib[\\/]definitions[\\/]listQuery\.ts/;

/**
 * Starts `src/providers/early/` by a script tag of its own, ahead of the app: an async module runs as soon
 * as it arrives, while the app's bundles still download and parse (the app imports the same
 * module, which runs once). The page also names the lists' chunk, which it fetches on a list.
 */
function earlyScript(): Plugin {
  return {
    name: 'beli:early-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = (name: string) =>
          ctx.bundle
            ? Object.values(ctx.bundle).find((file) => file.type === 'chunk' && file.name === name)
            : null;
        const built = chunk('early');
        if (ctx.bundle && !built) throw new Error('the early chunk is missing from the build');
        const src = built ? `/${built.fileName}` : '/src/providers/early/index.ts';
        const lists = chunk('lists');
        return [
          ...(lists
            ? [
                {
                  tag: 'meta',
                  attrs: { name: LIST_CODE_META, content: `/${lists.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : []),
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * What a list draws after its rows (src/lib/afterRows.tsx): the filter form (react-admin's, with
 * ra-core's form code and react-hook-form), its search box and menu, the toolbar's buttons (the
 * column chooser's among them), the pagination, the empty page. One chunk of its own, fetched once the rows are on the screen.
 */
const AFTER_ROWS_MODULES = new RegExp(
  [
    /[\\/]src[\\/]lib[\\/]afterRowsParts\.ts$/,
    /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/](filter[\\/]|pagination[\\/]|Empty\.|datatable[\\/]ColumnsButton\.)/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/**
 * What a list page is made of, react-admin's and ours: one chunk that comes with the first list
 * opened, not with the app (a list's own code, and what only one list uses, stay with that list).
 */
const LIST_MODULES = new RegExp(
  [
    // Not the column chooser, which loads when first drawn (vite.lazyLibraryParts.ts).
    /[\\/]ra-ui-materialui[\\/]dist[\\/](list|field)[\\/](?!datatable[\\/]ColumnsSelector)/,
    /[\\/]ra-core[\\/]dist[\\/](controller[\\/](list|field)|export)[\\/]/,
    /[\\/]src[\\/]lib[\\/](ResourceList|CatalogueList|ResponsiveDatagrid|listFilters|selectFilter|DayField|ThumbField|YesNoField)\.tsx$/,
    /[\\/]src[\\/]lib[\\/]definitions[\\/]choices\.ts$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/**
 * Fields only some lists show (the heroes' tags, a definition's references, dates, amounts): with
 * those lists' own code, or a chunk the few of them share, not in every list's.
 */
const FIELDS_OF_SOME_LISTS = new RegExp(
  [
    /[\\/]ra-ui-materialui[\\/]dist[\\/]field[\\/](ChipField|DateField|NumberField|SelectField|ReferenceArrayField)\./,
    /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]SingleFieldList\./,
    /[\\/]ra-core[\\/]dist[\\/]controller[\\/]field[\\/](ReferenceArrayFieldBase|useReferenceArrayFieldController)\./,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

/**
 * ra-core's default exporter (every list's, by default) imports jsonexport's CSV writer; the
 * portal exports on the server (src/providers/downloadExport.ts). The build gives it a stand-in
 * that loads the writer on its first call.
 */
const JSONEXPORT_ON_USE = {
  find: /^jsonexport\/dist\/index\.js$/,
  replacement: fileURLToPath(new URL('./src/lib/jsonexportOnUse.ts', import.meta.url)),
};

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), earlyScript(), lazyLibraryParts(), precompress()],
  resolve: { alias: [JSONEXPORT_ON_USE] },
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The first load is a handful of files: the libraries the app's shell needs in one chunk,
        // its own code in the entry; a list page adds the lists' chunk and its own. What only
        // other lazy pages use stays with them. (Priorities are whole numbers: Rolldown read 1.8
        // and 1.5 as a tie, which goes to the group listed first.) A group takes what its modules
        // import too, unless a group above took it first.
        codeSplitting: {
          groups: [
            { name: 'early', test: EARLY_MODULES, priority: 6 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 5 },
            // Above the lists: what the shell itself needs of theirs stays in the first load.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // Above the after-rows code: what the rows need of it comes with them.
            {
              name: 'lists',
              test: (id: string) =>
                LIST_MODULES.test(id) &&
                !AFTER_ROWS_MODULES.test(id) &&
                !FIELDS_OF_SOME_LISTS.test(id),
              priority: 3,
            },
            // Its own modules only: what they share with other pages (react-hook-form, react-admin's
            // form code, our data provider) goes to chunks of their own, so that an edit page or a
            // delete button does not bring the after-rows code with it.
            {
              name: 'after-rows',
              test: AFTER_ROWS_MODULES,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
