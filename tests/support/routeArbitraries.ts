import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccessEntry } from '../../server/plugins/auth';
import {
  deepValue,
  hostileText,
  nestedText,
  overLong,
  withDeepValues,
  type Nesting,
} from './hostileValues';
import { choicesOf, defOf, objectInside, unwrap, validFor } from './validArbitraries';

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308),
);

/** Every string field meets odd characters, text past its maximum, and deep nesting in its place. */
const stringFor = (schema: z.ZodType) =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText },
    { weight: 1, arbitrary: overLong((schema as z.ZodString).maxLength ?? null) },
    { weight: 1, arbitrary: deepValue },
  );

const deepJson = fc
  .integer({ min: 20, max: 200 })
  .map((depth) => JSON.parse(nestedText('array', depth)) as unknown);
/** A whole body nested far deeper than any value holds. */
const veryDeepBody = fc
  .tuple(fc.constantFrom<Nesting>('object', 'array'), fc.integer({ min: 1000, max: 100_000 }))
  .map(([kind, depth]) => nestedText(kind, depth));
/** Bodies no JSON parser takes, or only some do. */
const malformedBody = fc.oneof(
  fc.constantFrom('', '{', '{"a":1,}', "{'a':1}", 'nul', 'NaN', '\uFEFF{}', '{"a":"\u0000"}'),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  deepJson,
  deepValue,
);

/** Values shaped like the schema most of the time, anything hostile the rest. */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: typedFor(schema, depth) },
    { weight: 1, arbitrary: anything },
  );
}

function typedFor(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const deeper = (field: z.ZodType) => arbitraryFor(field, depth + 1);
  if (depth > 4) return anything;
  const choices = choicesOf(def);
  if (choices) return choices;
  switch (def.type) {
    case 'string':
      return stringFor(inner);
    case 'number':
    case 'bigint':
      return hostileNumber;
    case 'array':
      return fc.array(deeper(def.element!), { maxLength: 6 });
    case 'union':
      return fc.oneof(...def.options!.map(deeper));
    case 'record':
      return fc.dictionary(hostileText, deeper(def.valueType!), { maxKeys: 4 });
    case 'object':
      return objectFor(inner as z.ZodObject, depth);
    default:
      return anything;
  }
}

function objectFor(schema: z.ZodObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      arbitraryFor(field as z.ZodType, depth + 1),
    ]),
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.tuple(hostileText, anything)))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/**
 * A value the schema takes with one field, however deep, made hostile: the one odd value is then
 * what the server meets, not a refusal of some other field first.
 */
export function oneHostileField(schema: z.ZodObject): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.shape) as [string, z.ZodType][];
  if (fields.length === 0) return arbitraryFor(schema);
  const hostileField = fc.constantFrom(...fields).chain(([key, field]) => {
    const inner = objectInside(field);
    const value = inner
      ? fc.oneof(oneHostileField(inner), arbitraryFor(field))
      : arbitraryFor(field);
    return value.map((v) => [key, v] as const);
  });
  return fc
    .tuple(validFor(schema), hostileField)
    .map(([record, [key, value]]) => ({ ...(record as object), [key]: value }));
}

/** react-admin's list parameters, JSON-encoded: mostly well-formed, with odd fields and values. */
const fieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
  fc.constantFrom(
    'id',
    'q',
    'name',
    'active',
    'labelId',
    'labelKind',
    'role',
    'heroId',
    'tagId',
    'category',
    'type',
    'status',
    'userId',
    'groupId',
    'disabled',
    'createdAt',
  ),
  hostileText,
);
/** The lists' boolean filters, which take only true or false. */
const booleanFilterName = fc.constantFrom('active', 'late', 'allowNegative');
const filterScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const mostlyWellFormed = (wellFormed: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: wellFormed.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileText },
  );
const listQuery = {
  sort: mostlyWellFormed(fc.tuple(fieldName, fc.constantFrom('ASC', 'DESC'))),
  range: mostlyWellFormed(
    fc.tuple(fc.nat(60), fc.nat(40)).map(([start, size]) => [start, start + size]),
  ),
  filter: mostlyWellFormed(
    fc.dictionary(
      fc.oneof({ weight: 3, arbitrary: fieldName }, { weight: 2, arbitrary: booleanFilterName }),
      fc.oneof(filterScalar, fc.array(filterScalar, { maxLength: 3 })),
      { minKeys: 1, maxKeys: 2 },
    ),
  ),
};

/** Mostly one parameter alone, so an odd sort is not hidden behind a refused filter. */
const queryFor = (schema: z.ZodObject) => {
  const values = Object.keys(schema.shape).map(
    (key) => [key, listQuery[key as keyof typeof listQuery] ?? hostileText] as const,
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.oneof(...values.map(([key, value]) => fc.record({ [key]: value }))),
    },
    { weight: 1, arbitrary: fc.record(Object.fromEntries(values), { requiredKeys: [] }) },
  );
};

const paramValue = fc.oneof(
  fc.constantFrom('1', '2', '3', '999999', 'SUPPORT_URL', 'tags', 'heroes', 'skins'),
  // A lone surrogate cannot be percent-encoded (a client could not send it in a path).
  hostileText.filter((text) => text !== '' && !/\p{Cs}/u.test(text)).map(encodeURIComponent),
);

export const asJson = (value: unknown) => withDeepValues(JSON.stringify(value));

const asObject = (schema: unknown) => (schema instanceof z.ZodObject ? schema : undefined);

/** One generated request for the route: its path parameters, query and body from its schemas. */
export function requestFor(route: RouteAccessEntry): fc.Arbitrary<InjectOptions> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => m[1] ?? '*');
  const query = asObject(route.schema?.querystring);
  const body = route.schema?.body as z.ZodType | undefined;
  const bodyObject = body && objectInside(body);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return fc
    .record({
      params: fc.tuple(...names.map(() => paramValue)),
      query: query ? queryFor(query) : fc.constant({}),
      payload: fc.oneof(
        {
          weight: 5,
          arbitrary: (body ? arbitraryFor(body) : anything).map(asJson),
        },
        {
          weight: 5,
          arbitrary: (bodyObject ? oneHostileField(bodyObject) : anything).map(asJson),
        },
        { weight: 1, arbitrary: veryDeepBody },
        { weight: 1, arbitrary: malformedBody },
      ),
      key: fc.option(fc.stringMatching(/^[a-z0-9-]{8,20}$/)),
    })
    .map(({ params, query, payload, key }) => {
      let index = 0;
      const url = route.url.replace(/:([A-Za-z]+)|\*/g, () => params[index++]!);
      return {
        method: route.method as InjectOptions['method'],
        url,
        query: query as Record<string, string>,
        headers: {
          ...(hasBody && { 'content-type': 'application/json' }),
          ...(key && { 'idempotency-key': key }),
        },
        ...(hasBody && { payload }),
      };
    });
}
