import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SLUG_PATTERN } from '../../../common/aov';
import type { ResourceDefinition } from '../../../common/resources/define';
import type { Field, TextField } from '../../../common/resources/fields';
import {
  hasOddCharacter,
  lineText,
  multilineText,
  ODD_TEXT_MESSAGE,
} from '../../../common/schemas/text';

const emptyMessage = (label: string) => `${label} không được để trống`;
const lower = (label: string) => label.toLowerCase();

/** The slug of a catalogue row (`lu-bo`); the staging area checks imported slugs with it too. */
export const slugSchema = (label = 'Slug') =>
  z
    .string(emptyMessage(label))
    .trim()
    .min(1, emptyMessage(label))
    .max(100, `${label} dài tối đa 100 ký tự`)
    .regex(SLUG_PATTERN, `${label} chỉ gồm chữ thường không dấu, số và dấu gạch ngang`);

/** A required one-line text: `{label} không được để trống`, `{label} dài tối đa {max} ký tự`. */
export function requiredText(label: string, max: number, messages: TextField['messages'] = {}) {
  const empty = messages.empty ?? emptyMessage(label);
  return lineText(empty)
    .trim()
    .min(1, empty)
    .max(max, messages.max ?? tooLong(label, max));
}

const tooLong = (label: string, max: number) => `${label} dài tối đa ${max} ký tự`;

/** What a create's body may hold in the field, with its Vietnamese messages. */
export function inputSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const { label, max, messages } = field;
      if (field.required) return requiredText(label, max, messages);
      return (field.multiline ? multilineText() : lineText())
        .trim()
        .max(max, messages?.max ?? tooLong(label, max))
        .optional();
    }
    case 'slug':
      return slugSchema(field.label).optional();
    case 'pattern': {
      const text = z
        .string(field.required ? field.message : `${field.label} không hợp lệ`)
        .trim()
        .regex(new RegExp(field.pattern), field.message);
      return field.required ? text : text.optional();
    }
    case 'integer': {
      const { label, min, max, messages = {} } = field;
      const number = z
        .number(messages.type ?? `${label} phải là số`)
        .int(messages.int ?? `${label} phải là số nguyên`)
        .min(min, messages.min ?? `${label} tối thiểu ${min}`)
        .max(max, messages.max ?? `${label} tối đa ${max}`);
      if (field.optional) return number.nullable().optional();
      return field.default === undefined ? number : number.optional();
    }
    case 'choice': {
      const codes = Object.keys(field.choices) as [string, ...string[]];
      // Codes a person reads are listed; otherwise the message asks for a choice.
      const readable = codes.every((code) => field.choices[code] === code);
      const message = readable
        ? `${field.label} phải là một trong ${codes.join(', ')}`
        : `Hãy chọn ${lower(field.label)}`;
      const choice = z.enum(codes, field.message ?? message);
      return field.optional ? choice.nullable().optional() : choice;
    }
    case 'texts': {
      // Each item's checks are the list's, so that a refused one is said under the field.
      const { label, max, itemMax } = field;
      const notAList = `${label} phải là một danh sách chữ`;
      return z
        .array(z.string(notAList).trim(), notAList)
        .max(max, `Tối đa ${max} ${lower(label)}`)
        .refine((list) => list.every(Boolean), `${label} không được có mục trống`)
        .refine(
          (list) => list.every((item) => item.length <= itemMax),
          `Mỗi ${lower(label)} dài tối đa ${itemMax} ký tự`,
        )
        .refine((list) => !list.some((item) => hasOddCharacter(item)), ODD_TEXT_MESSAGE)
        .optional();
    }
    case 'yesNo':
      return z.boolean(field.message ?? `${field.label} không hợp lệ`).optional();
    case 'day':
      return z.iso.date(`${field.label} phải có dạng YYYY-MM-DD`).nullable().optional();
    case 'time':
      return z.iso.datetime(`${field.label} không hợp lệ`).optional();
    case 'image':
      return z.uuid('Ảnh không hợp lệ').nullable().optional();
    case 'reference': {
      const message = `Hãy chọn ${lower(field.label)}`;
      const id = z.number(message).int().positive(message);
      return field.required === false ? id.nullable().optional() : id;
    }
    case 'references': {
      const message = `${field.label} không hợp lệ`;
      return z
        .array(z.number().int().positive(message), message)
        .max(field.max, `Tối đa ${field.max} ${lower(field.label)}`)
        .optional();
    }
  }
}

/** How the field reads in an answer. */
function answerSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return z.number();
    case 'choice':
      return z.enum(Object.keys(field.choices) as [string, ...string[]]);
    case 'yesNo':
      return z.boolean();
    case 'references':
      return z.array(z.number());
    case 'texts':
      return z.array(z.string());
    case 'time':
      return z.date();
    default:
      return z.string();
  }
}

type Maybe<T> = z.ZodOptional<z.ZodType<T>>;

/** The type of a field's input schema: what it holds, and whether a create may leave it out. */
export type InputSchema<F extends Field> = F extends { kind: 'text' }
  ? F extends { required: true }
    ? z.ZodType<string>
    : Maybe<string>
  : F extends { kind: 'slug' | 'pattern' }
    ? Maybe<string>
    : F extends { kind: 'integer'; optional: true }
      ? Maybe<number | null>
      : F extends { kind: 'integer'; default: number }
        ? Maybe<number>
        : F extends { kind: 'reference'; required: false }
          ? Maybe<number | null>
          : F extends { kind: 'integer' | 'reference' }
            ? z.ZodType<number>
            : F extends { kind: 'choice'; optional: true }
              ? Maybe<string | null>
              : F extends { kind: 'choice' }
                ? z.ZodType<string>
                : F extends { kind: 'yesNo' }
                  ? Maybe<boolean>
                  : F extends { kind: 'references' }
                    ? Maybe<number[]>
                    : F extends { kind: 'texts' }
                      ? Maybe<string[]>
                      : Maybe<string | null>;

/** The fields a write takes: a create every field but the read-only, an edit not the create-only. */
const writable = (field: Field, on: 'create' | 'update') =>
  !field.readOnly && !(on === 'update' && field.createOnly);

/** The POST body (or the PUT's fields, `on: 'update'`), each field with its messages. */
export function inputOf<Fields extends Record<string, Field>>(
  definition: ResourceDefinition<Fields>,
  on: 'create' | 'update' = 'create',
) {
  const shape = Object.entries(definition.fields)
    .filter(([, field]) => writable(field, on))
    .map(([key, field]) => [key, inputSchema(field)]);
  return z.object(
    Object.fromEntries(shape) as {
      [K in keyof Fields as Fields[K] extends { readOnly: true } ? never : K]: InputSchema<
        Fields[K]
      >;
    },
  );
}

/**
 * A record as answers hold it: its id, its fields (null where the column allows), its stamps,
 * and the `extra` answered fields its server part adds.
 */
export function recordOf<Fields extends Record<string, Field>>(
  definition: ResourceDefinition<Fields>,
  table: PgTable,
  extra: z.ZodRawShape = {},
) {
  const columns = getTableColumns(table);
  const nullable = (key: string, schema: z.ZodType) =>
    columns[key] && !columns[key].notNull ? schema.nullable() : schema;
  const stamps = ['createdAt', 'updatedAt'].filter((key) => key in columns);
  return z.object({
    id: z.number(),
    ...Object.fromEntries(
      Object.entries(definition.fields).map(([key, field]) => [
        key,
        nullable(key, answerSchema(field)),
      ]),
    ),
    ...Object.fromEntries(stamps.map((key) => [key, z.date()])),
    ...extra,
  });
}
