import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');

/** The README's sections whose code blocks are a recipe: the `notes` resource and its action. */
const RECIPES = ['Adding a resource', 'Adding an action'];

/** The text of one of README's sections, up to the next. */
function readmeSection(title: string): string {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  return readme.split(`\n## ${title}\n`)[1]!.split('\n## ')[0]!;
}

/**
 * The code blocks of a README section ("Adding a resource" and "Adding an action" by default),
 * each with the file it names on its first line (`// common/resources/notes.ts`): what a
 * developer writes, read from the README itself.
 */
export function readmeBlocks(titles = RECIPES): { path: string; code: string }[] {
  return titles.flatMap((title) =>
    [...readmeSection(title).matchAll(/```tsx?\n\/\/ ([\w./-]+\.tsx?)[^\n]*\n([\s\S]*?)```/g)].map(
      (m) => ({
        path: m[1]!,
        code: m[2]!,
      }),
    ),
  );
}

const copyOf = (path: string) => resolve(ROOT, '.tmp/readme', path);

/**
 * Imports the README's block for `path` as written, from a copy under .tmp whose relative
 * imports are pointed back at where the block says it lives (or at the copy of another block).
 */
export async function importReadmeBlock<T>(path: string): Promise<T> {
  const blocks = readmeBlocks();
  for (const block of blocks) {
    const code = block.code.replace(/from '(\.{1,2}\/[^']+)'/g, (_, specifier: string) => {
      const target = resolve(dirname(resolve(ROOT, block.path)), specifier);
      const other = blocks.find((b) =>
        [`${target}.ts`, `${target}/index.ts`].includes(resolve(ROOT, b.path)),
      );
      return `from '${other ? copyOf(other.path) : target}'`;
    });
    // Written aside then renamed: a test file importing it meanwhile never reads half of it.
    const copy = copyOf(block.path);
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(`${copy}.${process.pid}`, code);
    renameSync(`${copy}.${process.pid}`, copy);
  }
  if (!blocks.some((b) => b.path === path)) throw new Error(`README has no block for ${path}`);
  return (await import(pathToFileURL(copyOf(path)).href)) as T;
}
