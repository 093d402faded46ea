import fc from 'fast-check';

const fromCodePoint = (code: number) => String.fromCodePoint(code);

/** C0 controls but tab and line breaks (XML cannot hold them), NUL included. */
export const controlCharacter = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x08 }),
    fc.constantFrom(0x0b, 0x0c),
    fc.integer({ min: 0x0e, max: 0x1f }),
  )
  .map(fromCodePoint);

/** U+FDD0–U+FDEF, and U+nFFFE and U+nFFFF on every plane. */
export const noncharacter = fc
  .oneof(
    fc.integer({ min: 0xfdd0, max: 0xfdef }),
    fc
      .tuple(fc.integer({ min: 0, max: 16 }), fc.constantFrom(0xfffe, 0xffff))
      .map(([plane, last]) => plane * 0x10000 + last),
  )
  .map(fromCodePoint);

/** Everything the text rule is about: controls (tab and line breaks too, DEL, C1), noncharacters, lone surrogates. */
const oddCharacter = fc.oneof(
  controlCharacter,
  fc.constantFrom('\t', '\n', '\r', '\u007F'),
  fc.integer({ min: 0x80, max: 0x9f }).map(fromCodePoint),
  noncharacter,
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Ordinary text with one odd character in it, anywhere. */
export const textWithOddCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), oddCharacter, fc.string({ maxLength: 8 }))
  .map(([before, odd, after]) => `${before}${odd}${after}`);

export type Nesting = 'object' | 'array';

/** JSON text nested `depth` levels: `[[…]]`, or `{"a":{"a":…1}}`. */
export const nestedText = (kind: Nesting, depth: number) =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const nesting = fc.constantFrom<Nesting>('object', 'array');

/** Deep JSON written as a string's text (a filter, a name): what a parser of it meets. */
export const deepJsonText = fc
  .tuple(nesting, fc.integer({ min: 65, max: 4_000 }))
  .map(([kind, depth]) => nestedText(kind, depth));

/**
 * Text a hostile client might send: NUL, controls, noncharacters, lone surrogates, bidi
 * overrides, prototype keys, deep JSON as text.
 */
export const hostileText = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uFFFE',
      '\uFFFF',
      '\uD800',
      '\uDFFF',
      '\u202E',
      '__proto__',
      'constructor',
      'toString',
      "'; drop table users; --",
      '%',
      '../..',
    ),
  },
  { weight: 3, arbitrary: textWithOddCharacter },
  { weight: 1, arbitrary: deepJsonText },
);

/** Longer than any field takes: past a schema's own maximum, and past every list limit. */
export const overLong = (maxLength: number | null) =>
  fc
    .constantFrom(maxLength ?? 200, 10_001, 70_000)
    .chain((length) => fc.constantFrom('a', 'é', '\u0000').map((unit) => unit.repeat(length + 1)));

/**
 * A value nested far deeper than any limit, in place of any other: a marker JSON.stringify
 * keeps as it is (on the value itself it would overflow), written out by withDeepValues.
 * Thousands deep, where a value overflowed whatever walked it; or just past the limit.
 */
export const deepMarker = (kind: Nesting, depth: number) => `@@deep-${kind}-${depth}@@`;

export const deepValue = fc
  .tuple(nesting, fc.oneof(fc.constant(65), fc.integer({ min: 10_000, max: 30_000 })))
  .map(([kind, depth]) => deepMarker(kind, depth));

/** The JSON text with each deep marker written out as the value it stands for. */
export const withDeepValues = (json: string) =>
  json.replace(/"@@deep-(object|array)-(\d+)@@"/g, (_, kind: Nesting, depth: string) =>
    nestedText(kind, Number(depth)),
  );
