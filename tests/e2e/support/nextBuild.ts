import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const TUTORIAL = '/src/pages/tutorial/TutorialPage.tsx';
const FIRST_SECTION = '<Section id="login"';

/**
 * Builds the next version of the app into `outDir` with the project's own Vite configuration, as
 * a redeploy would: the tutorial page's code changed (it shows `mark` first), so its file and every
 * file that names it get new hashes.
 */
export async function buildNextVersion(outDir: string, mark: string) {
  let changed = false;
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'next-version-of-the-tutorial',
        enforce: 'pre',
        transform(code, id) {
          if (!id.endsWith(TUTORIAL)) return null;
          changed = code.includes(FIRST_SECTION);
          return code.replace(FIRST_SECTION, `<p>${mark}</p>${FIRST_SECTION}`);
        },
      },
    ],
  });
  if (!changed) throw new Error(`${TUTORIAL} no longer has ${FIRST_SECTION}: change the test`);
}
