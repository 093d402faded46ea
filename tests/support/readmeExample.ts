import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The code blocks of README's "Adding a resource", each with the file it names on its first
 * line (`// common/resources/notes.ts`): what a developer writes, read from the README itself.
 */
export function readmeBlocks(): { path: string; code: string }[] {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const section = readme.split('\n## Adding a resource\n')[1]!.split('\n## ')[0]!;
  return [...section.matchAll(/```tsx?\n\/\/ ([\w./-]+\.tsx?)[^\n]*\n([\s\S]*?)```/g)].map((m) => ({
    path: m[1]!,
    code: m[2]!,
  }));
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
      const other = blocks.find((b) => resolve(ROOT, b.path) === `${target}.ts`);
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
