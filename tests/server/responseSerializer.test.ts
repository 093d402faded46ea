import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { skinRecord } from '../../server/modules/aov/schemas';
import { serializerCompiler } from '../../server/lib/responseSerializer';

const compile = (schema: z.ZodType) => {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: serializerCompiler(route), zod: zodSerializerCompiler(route) };
};

describe('the response serializer', () => {
  it('writes a page of rows as zod does, leaving out keys the schema does not name', () => {
    const row = {
      id: 7,
      heroId: 2,
      slug: 'alice-bang-gia',
      name: 'Alice "Băng"\\Giá\u2028<b>',
      shortName: 'Băng',
      labelId: 3,
      image: null,
      splash: null,
      aliases: ['Alice "Frost"', 'Băng\tGiá'],
      releaseDate: '2019-10-02',
      createdAt: new Date('2026-11-24T04:15:56.231Z'),
      updatedAt: new Date('2026-11-24T05:00:00.000Z'),
      secret: 'not answered',
    };
    const { fast, zod } = compile(z.array(skinRecord));
    const rows = [row, { ...row, id: 8, image: 'a1b2', releaseDate: null }];
    expect(fast(rows)).toBe(zod(rows));
    expect(JSON.parse(fast(rows))[0]).not.toHaveProperty('secret');
  });

  it('escapes control characters in a plain string as zod does', () => {
    const { fast, zod } = compile(z.object({ text: z.string() }));
    const value = { text: 'một\ndòng\tkhác\u0001\u2028' };
    expect(fast(value)).toBe(zod(value));
  });

  it('leaves optional fields out when absent, as zod does', () => {
    const { fast, zod } = compile(z.object({ a: z.number(), b: z.string().optional() }));
    expect(fast({ a: 1 })).toBe(zod({ a: 1 }));
    expect(fast({ a: 1, b: 'x' })).toBe(zod({ a: 1, b: 'x' }));
  });

  it('hands shapes it does not compile (unions, records, loose objects) to zod', () => {
    for (const schema of [
      z.union([z.string(), z.number()]),
      z.record(z.string(), z.number()),
      z.looseObject({ a: z.number() }),
    ]) {
      const { fast } = compile(schema);
      const value =
        schema instanceof z.ZodObject
          ? { a: 1, extra: true }
          : schema instanceof z.ZodRecord
            ? { k: 1 }
            : 5;
      expect(fast(value)).toBe(JSON.stringify(value));
    }
    expect(() => compile(z.union([z.string(), z.number()])).fast(true)).toThrow();
  });
});
