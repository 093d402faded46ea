// jsonexport ships no types; the call that ra-core's default exporter and jsonexportOnUse.ts make.
declare module 'jsonexport/dist/index' {
  export default function jsonexport(
    json: unknown,
    options: object,
    callback?: (error: Error | null, csv: string) => void,
  ): Promise<string>;
}
