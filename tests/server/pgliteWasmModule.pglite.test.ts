import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COSTLY_FUNCTION_FOUND_IN } from '../../server/db/pglite/wasmModule';

/** The installed release: its package.json sits one folder above the entry point (dist/). */
const installedPglite = () => {
  const manifest = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
};

describe("PGlite's costly WebAssembly function", () => {
  // An upgrade renumbers pglite.wasm's functions, and the first start's peak would silently
  // double (docs/decisions.md): find the new one with --trace-wasm-compilation-times, then move
  // COSTLY_FUNCTION_FOUND_IN along.
  it('is the one found for the installed PGlite release', () => {
    expect(installedPglite()).toBe(COSTLY_FUNCTION_FOUND_IN);
  });
});
