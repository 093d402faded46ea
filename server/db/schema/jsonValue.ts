import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column whose value may be any JSON, a bare string included. Both drivers already parse
 * jsonb; drizzle's own `jsonb` parses a string value a second time, so "0" would read back as 0.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
