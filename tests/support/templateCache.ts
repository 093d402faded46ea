import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/beli-pglite-template');
/** Everything the migrated and seeded template is made from. */
const SOURCES = ['server', 'common', 'package-lock.json'];
const A_DAY = 24 * 60 * 60 * 1000;

function* filesUnder(entry: string): Generator<string> {
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* filesUnder(path.join(entry, name));
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesUnder(path.join(ROOT, source))) {
      hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 20);
}

/**
 * Where the template made from the code as it is now is kept; templates of other code untouched
 * for a day are removed.
 */
export function templateCacheFile(): string {
  mkdirSync(CACHE, { recursive: true });
  const now = Date.now();
  for (const name of readdirSync(CACHE)) {
    const file = path.join(CACHE, name);
    if (now - statSync(file).mtimeMs > A_DAY) rmSync(file, { force: true });
  }
  return path.join(CACHE, `${sourcesHash()}.tar`);
}
