import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the app into `outDir` with the project's own Vite configuration and one plugin more. */
async function buildWith(outDir: string, plugin: Plugin) {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [plugin] });
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

/**
 * Builds the app into `outDir` with one more definition in `common/resources/index.ts`'s list,
 * as a developer's added line puts it there: `file` exports it as `name`.
 */
export async function buildWithDefinition(outDir: string, file: string, name: string) {
  let added = false;
  await buildWith(outDir, {
    name: 'one-more-definition',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(DEFINITIONS)) return null;
      added = true;
      return `${code}\nimport { ${name} as added } from '${file}';\n(RESOURCE_DEFINITIONS as ResourceDefinition[]).push(added);\n`;
    },
  });
  if (!added) throw new Error(`${DEFINITIONS} was not built`);
}
