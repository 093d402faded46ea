import { z } from 'zod';

/**
 * A PUT body's schema: every field optional and stripped of its default. Zod's own `.partial()`
 * keeps defaults, so a field left out would be filled in (and saved) as its default.
 */
export function partialInput(schema: z.ZodObject): z.ZodObject {
  const fields = Object.entries(schema.shape).map(([key, field]) => {
    const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
    return [key, inner.optional()];
  });
  return z.object(Object.fromEntries(fields));
}
