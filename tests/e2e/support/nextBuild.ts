import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the app into `outDir` with the project's own Vite configuration and one plugin more, as
 * `npm run build` does: Vite keeps the NODE_ENV it finds, and Vitest's `test` would make it React's
 * development build (StrictMode's effects twice: the first toast of a page was lost).
 */
async function buildWith(outDir: string, plugin: Plugin) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [plugin],
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const TUTORIAL = '/src/pages/tutorial/TutorialPage.tsx';
const FIRST_SECTION = '<Section id="login"';

/**
 * Builds the next version of the app into `outDir` with the project's own Vite configuration, as
 * a redeploy would: the tutorial page's code changed (it shows `mark` first), so its file and every
 * file that names it get new hashes.
 */
export async function buildNextVersion(outDir: string, mark: string) {
  let changed = false;
  await buildWith(outDir, {
    name: 'next-version-of-the-tutorial',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(TUTORIAL)) return null;
      changed = code.includes(FIRST_SECTION);
      return code.replace(FIRST_SECTION, `<p>${mark}</p>${FIRST_SECTION}`);
    },
  });
  if (!changed) throw new Error(`${TUTORIAL} no longer has ${FIRST_SECTION}: change the test`);
}

const DEFINITIONS = '/common/resources/index.ts';
const REGISTRY = '/src/resources/registry.ts';
const OWN_ENTRIES = 'const ownEntries: ResourceEntry[] = [';

/**
 * Builds the app into `outDir` with one more definition in `common/resources/index.ts`'s list,
 * as a developer's added line puts it there: `file` exports it as `name`; and, when its app part
 * is given, that file's default export in `src/resources/registry.ts`'s `ownEntries`.
 */
export async function buildWithDefinition(
  outDir: string,
  file: string,
  name: string,
  appPart?: string,
) {
  const added = new Set<string>();
  await buildWith(outDir, {
    name: 'one-more-definition',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith(DEFINITIONS)) {
        added.add(DEFINITIONS);
        return `${code}\nimport { ${name} as added } from '${file}';\n(RESOURCE_DEFINITIONS as ResourceDefinition[]).push(added);\n`;
      }
      if (!appPart || !id.endsWith(REGISTRY) || !code.includes(OWN_ENTRIES)) return null;
      added.add(REGISTRY);
      return `import addedEntry from '${appPart}';\n${code.replace(OWN_ENTRIES, `${OWN_ENTRIES}\n  addedEntry,`)}`;
    },
  });
  const expected = appPart ? [DEFINITIONS, REGISTRY] : [DEFINITIONS];
  const missing = expected.filter((path) => !added.has(path));
  if (missing.length) throw new Error(`Not built as expected: ${missing.join(', ')}`);
}
