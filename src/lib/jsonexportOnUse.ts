// What `jsonexport/dist/index.js` is in the build (vite.config.ts): ra-core's default exporter
// imports it for every list, which the portal exports on the server (downloadExport.ts).

type Callback = (error: Error | null, csv: string) => void;
type Options = Record<string, unknown>;

/**
 * jsonexport's call (`json`, optional options, optional callback; a promise of the CSV), its code
 * loaded on the first call. Not its stream API (called without data), which nothing here uses.
 */
export default function jsonexportOnUse(
  json: unknown,
  optionsOrCallback?: Options | Callback,
  callback?: Callback,
): Promise<string> {
  if (json === undefined || json === null) {
    throw new Error('jsonexportOnUse: the stream API (no data) is not loaded on use');
  }
  const options = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
  const done = typeof optionsOrCallback === 'function' ? optionsOrCallback : callback;
  // Not `jsonexport/dist/index.js`, which the build points here.
  return import('jsonexport/dist/index').then(({ default: jsonexport }) =>
    jsonexport(json, options ?? {}, done),
  );
}
