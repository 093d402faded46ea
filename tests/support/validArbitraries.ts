import fc from 'fast-check';
import { z } from 'zod';

interface Def {
  type: string;
  format?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
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

function validString(schema: z.ZodString, def: Def): fc.Arbitrary<string> {
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
  const def = schema.def as unknown as Def;
  switch (def.type) {
    case 'optional':
      return fc.option(validFor(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return validFor(def.innerType!);
    case 'pipe':
      return validFor(def.in!);
    case 'string':
      return validString(schema as z.ZodString, def);
    case 'number':
      return validNumber(schema as z.ZodNumber);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'array':
      return fc.array(validFor(def.element!), {
        minLength: (schema as z.ZodArray).def.checks?.length ? 1 : 0,
        maxLength: 3,
      });
    case 'union':
      return validFor(def.options![0]!);
    case 'object':
      return fc
        .record(
          Object.fromEntries(
            Object.entries((schema as z.ZodObject).shape).map(([key, field]) => [
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

/** The object schema inside optional, default and the like, if it is one. */
export function objectInside(schema: z.ZodType): z.ZodObject | undefined {
  const def = schema.def as unknown as Def;
  if (def.type === 'object') return schema as z.ZodObject;
  const inner = def.innerType ?? def.in;
  return inner ? objectInside(inner) : undefined;
}
