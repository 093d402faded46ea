import fc from 'fast-check';
import { z } from 'zod';

export interface SchemaDef {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
}

export const defOf = (schema: z.ZodType) => schema.def as unknown as SchemaDef;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'pipe',
]);

/** The schema inside optional, default, a pipe's input and the like. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return WRAPPERS.has(def.type) ? unwrap(def.innerType ?? def.in!) : schema;
}

/** The values a boolean, an enum or a literal takes (the same, valid or hostile). */
export function choicesOf(def: SchemaDef): fc.Arbitrary<unknown> | undefined {
  if (def.type === 'boolean') return fc.boolean();
  if (def.type === 'enum') return fc.constantFrom(...Object.values(def.entries!));
  if (def.type === 'literal') return fc.constantFrom(...def.values!);
  return undefined;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('nguoi.dung@beli.local', 'member@beli.local', 'admin@beli.local'),
  url: fc.constantFrom('https://example.com/a', 'http://example.com/b?c=1'),
  uuid: fc.uuid(),
  datetime: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc.constantFrom('2024-02-29', '2026-05-01'),
};

function validString(schema: z.ZodString, def: SchemaDef): fc.Arbitrary<string> {
  if (def.format && FORMATS[def.format]) return FORMATS[def.format]!;
  const pattern = def.checks?.find((c) => c._zod.def.format === 'regex')?._zod.def.pattern;
  const minLength = Math.max(1, schema.minLength ?? 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  const text = pattern
    ? fc.stringMatching(pattern)
    : fc.string({ unit: fc.constantFrom(...'abcdeghiklmnoptuvxyàđêôơư '), minLength, maxLength });
  return text.filter(
    (value) =>
      value.trim().length >= minLength &&
      value.length <= (schema.maxLength ?? Infinity) &&
      (!pattern || pattern.test(value)),
  );
}

function validNumber(schema: z.ZodNumber): fc.Arbitrary<number> {
  const min = Math.max(schema.minValue ?? 0, -1_000_000);
  const max = Math.min(schema.maxValue ?? 1_000, 1_000_000);
  return schema.isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/**
 * Values the schema takes, as far as its definition tells (lengths, patterns, formats, ranges):
 * a base a hostile value is put into one field at a time, so that value is what the server
 * meets rather than a refusal of some other field first.
 */
export function validFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  if (defOf(schema).type === 'optional') {
    return fc.option(validFor(defOf(schema).innerType!), { nil: undefined, freq: 3 });
  }
  const inner = unwrap(schema);
  const def = defOf(inner);
  const choices = choicesOf(def);
  if (choices) return choices;
  switch (def.type) {
    case 'string':
      return validString(inner as z.ZodString, def);
    case 'number':
      return validNumber(inner as z.ZodNumber);
    case 'array':
      return fc.array(validFor(def.element!), {
        minLength: def.checks?.length ? 1 : 0,
        maxLength: 3,
      });
    case 'union':
      return validFor(def.options![0]!);
    case 'object':
      return fc
        .record(
          Object.fromEntries(
            Object.entries((inner as z.ZodObject).shape).map(([key, field]) => [
              key,
              validFor(field as z.ZodType),
            ]),
          ),
        )
        .map((record) =>
          Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
        );
    default:
      return fc.constant({});
  }
}

const first = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed: 1, numRuns: 1 })[0]!;
const isUuid = (schema: z.ZodType) => defOf(unwrap(schema)).format === 'uuid';

/**
 * The plainest value the schema takes, the same every time: optional fields given, numbers at
 * their least positive value (the first seeded row's id), a list of one, a list of uuids empty
 * (a made-up one names nothing). A request of these reaches the route's own work: a preview
 * of skin 1 composes a picture.
 */
export function typicalFor(schema: z.ZodType): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const choices = choicesOf(def);
  if (choices) return first(choices);
  switch (def.type) {
    case 'string':
      return first(validString(inner as z.ZodString, def));
    case 'number': {
      const { minValue, maxValue } = inner as z.ZodNumber;
      return Math.min(Math.max(1, Math.ceil(minValue ?? 1)), maxValue ?? 1);
    }
    case 'array':
      return isUuid(def.element!) ? [] : [typicalFor(def.element!)];
    case 'union':
      return typicalFor(def.options![0]!);
    case 'object':
      return Object.fromEntries(
        Object.entries((inner as z.ZodObject).shape).map(([key, field]) => [
          key,
          typicalFor(field as z.ZodType),
        ]),
      );
    default:
      return {};
  }
}

/** The object schema inside optional, default and the like, if it is one. */
export function objectInside(schema: z.ZodType): z.ZodObject | undefined {
  const inner = unwrap(schema);
  return defOf(inner).type === 'object' ? (inner as z.ZodObject) : undefined;
}
