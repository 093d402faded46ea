import { z } from 'zod';

/** Ids are PostgreSQL integers: anything else is a 400 with a Vietnamese message, never a 500. */
export const INT4_MAX = 2_147_483_647;

export const idNumber = (what: string) =>
  z
    .number(`Mã ${what} phải là số`)
    .int(`Mã ${what} phải là số nguyên`)
    .positive(`Mã ${what} phải lớn hơn 0`)
    .max(INT4_MAX, `Mã ${what} quá lớn`);

/** The same rule for an id in a path, which arrives as text. */
export const idParam = (what: string) =>
  z.coerce
    .number(`Mã ${what} phải là số`)
    .int(`Mã ${what} phải là số nguyên`)
    .positive(`Mã ${what} phải lớn hơn 0`)
    .max(INT4_MAX, `Mã ${what} quá lớn`);
