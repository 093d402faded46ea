import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a response made only of plain shapes (objects of strings, numbers,
 * booleans, dates and enums, nullable or optional, and arrays of these), or null for anything
 * else: unions, records, transforms, defaults and the rest stay with zod.
 */
function plainJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      // 'number', never 'integer' (which truncates): the same digits JSON.stringify writes.
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return values.every((value) => typeof value === 'string') ? { type: 'string' } : null;
    }
    case 'nullable': {
      const inner = plainJsonSchema(def.innerType as z.core.$ZodType);
      return inner && typeof inner.type === 'string'
        ? { ...inner, type: [inner.type, 'null'] }
        : null;
    }
    case 'array': {
      const items = plainJsonSchema(def.element as z.core.$ZodType);
      return items && { type: 'array', items };
    }
    case 'object': {
      // A loose or strict object keeps or refuses unknown keys; only stripping ones are plain.
      if (def.catchall) return null;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const optional = field._zod.def.type === 'optional';
        const value = optional ? (field._zod.def as z.core.$ZodOptionalDef).innerType : field;
        const property = plainJsonSchema(value);
        if (!property) return null;
        properties[key] = property;
        if (!optional) required.push(key);
      }
      return { type: 'object', properties, required };
    }
    default:
      return null;
  }
}

/**
 * Answers written by a serializer compiled from the schema (fast-json-stringify) when the
 * response is made of plain shapes, which a list of rows always is: zod's encoding of each row
 * and then JSON.stringify cost several times more. Such an answer is written as its schema
 * says without being checked again: its values come from typed columns and were checked (and
 * trimmed) by the input schemas on their way in, so a record schema's `.trim()` or `.max()` is
 * not applied a second time. Keys the schema does not name are left out, as zod leaves them
 * out. Every other response goes through zod.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const schema: unknown = routeSchema.schema;
  const jsonSchema =
    schema instanceof Object && '_zod' in schema ? plainJsonSchema(routeSchema.schema) : null;
  if (jsonSchema) return fastJson(jsonSchema);
  return zodSerializerCompiler(routeSchema);
};
