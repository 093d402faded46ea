/**
 * A value as it arrives over JSON: the server's zod answer schemas hold `Date`s, the app reads
 * ISO strings. `Json<z.output<typeof transactionView>>` is what the app gets.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** A JSON object (a record's values), not an array, null or a scalar. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
