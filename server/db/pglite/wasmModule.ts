import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

/**
 * The one function of PGlite 0.5.16's pglite.wasm whose optimised compilation (V8's TurboFan,
 * run once it is hot: during initdb, the migrations or later requests) takes about 600 MB for
 * a moment; no other takes more than 90 MB. See docs/benchmarks.md.
 */
const COSTLY_FUNCTION = 2272;

/** The PGlite release COSTLY_FUNCTION was found in: another numbers its functions anew. */
export const COSTLY_FUNCTION_FOUND_IN = '0.5.16';

let compiled: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly module, compiled once per process with its costly function optimised
 * right away: called before the server loads the rest of its code, that compilation's 600 MB
 * come on top of a small process rather than on a PGlite in the middle of initdb and a loaded
 * server. Each PGlite thread is given this module (V8 shares its code), so none compiles again.
 * The compilation is synchronous because V8 never settles an asynchronous one that has a
 * function to optimise eagerly.
 */
export function pgliteWasmModule(): WebAssembly.Module {
  if (!compiled) {
    const file = fileURLToPath(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite')));
    setFlagsFromString(`--wasm-eager-tier-up-function=${COSTLY_FUNCTION}`);
    try {
      compiled = new WebAssembly.Module(readFileSync(file));
    } finally {
      setFlagsFromString('--wasm-eager-tier-up-function=-1');
    }
  }
  return compiled;
}
