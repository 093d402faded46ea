import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let compiled: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly module, compiled once per process: each PGlite thread, restarted ones
 * included, is given this module (V8 shares its code), so none compiles it again.
 */
export function pgliteWasmModule(): WebAssembly.Module {
  if (!compiled) {
    const file = fileURLToPath(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite')));
    compiled = new WebAssembly.Module(readFileSync(file));
  }
  return compiled;
}
