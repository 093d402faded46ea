/**
 * A resource's fields as data: the server makes its zod validation of them (with these
 * Vietnamese messages), the app its labels, columns and inputs. Plain values only, so the app's
 * bundle can read them without zod.
 */
interface FieldBase {
  /** Its Vietnamese label: column header, input label, export header, the messages' subject. */
  label: string;
  /** Answered and exported, never accepted in a create or an edit (a wallet's balance). */
  readOnly?: true;
  /** Accepted on create, not on edit (a system wallet's code, which the modules find it by). */
  createOnly?: true;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  /** A create needs it: an empty one is refused with `{label} không được để trống`. */
  required?: boolean;
  /** Tab and line breaks are kept (a description). */
  multiline?: boolean;
  /** Two rows cannot share a value: the message under the field when one tries. */
  unique?: string;
  /** Overrides of the derived messages (`{label} không được để trống`...). */
  messages?: { empty?: string; max?: string };
}

/** A URL-safe code (`lu-bo`), made from another field on create when left out. */
export interface SlugField extends FieldBase {
  kind: 'slug';
  from: string;
  unique: string;
}

/** A text of a fixed shape (a colour `#rrggbb`): `pattern` is a RegExp source. */
export interface PatternField extends FieldBase {
  kind: 'pattern';
  pattern: string;
  message: string;
  /** A create needs it (then a missing one gets `message` too). */
  required?: boolean;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
  /** A create may leave it out: this is stored then. */
  default?: number;
  /** It may be unknown: left out or `null`, stored as none. */
  optional?: true;
  /** Overrides of the derived messages (`{label} phải là số nguyên`...). */
  messages?: { type?: string; int?: string; min?: string; max?: string };
  /** An amount of money, exported as an amount: BELI (`1.234 BELI`) or đồng (`1.234 đ`). */
  money?: 'beli' | 'vnd';
}

export interface ChoiceField extends FieldBase {
  kind: 'choice';
  /** Stored code → what a person reads (the code itself when they are the same). */
  choices: Readonly<Record<string, string>>;
  /** When the value is not one of them (`Hãy chọn {label}` by default). */
  message?: string;
  /** It may be unknown: left out or `null`, stored as none. */
  optional?: true;
}

export interface YesNoField extends FieldBase {
  kind: 'yesNo';
  message?: string;
}

/** Short one-line texts (a hero's other names), at most `max` of them, each at most `itemMax` long. */
export interface TextsField extends FieldBase {
  kind: 'texts';
  max: number;
  itemMax: number;
}

/** A calendar day, `YYYY-MM-DD`, or none. */
export interface DayField extends FieldBase {
  kind: 'day';
}

/** A moment (a bank notification's arrival): set by the server, never written by a request. */
export interface TimeField extends FieldBase {
  kind: 'time';
  readOnly: true;
  /** What it reads with no moment, in lists and exports (a user never signed in). */
  empty?: string;
}

/** An uploaded picture's id (`POST /api/uploads`), or none. */
export interface ImageField extends FieldBase {
  kind: 'image';
}

/**
 * The id of a row of another resource (its name under /app): indexed, shown by that row's
 * `represent` (lists, choices, timelines, exports), and that row refuses a delete while used.
 */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  resource: string;
  /** Shown for the row in lists and choices. */
  represent: string;
  /** `false`: it may be none (a nullable column, an empty choice in the form). */
  required?: boolean;
}

/** Ids of rows of another resource, at most `max`. */
export interface ReferencesField extends FieldBase {
  kind: 'references';
  resource: string;
  represent: string;
  max: number;
}

export type Field =
  | TextField
  | TextsField
  | SlugField
  | PatternField
  | IntegerField
  | ChoiceField
  | YesNoField
  | DayField
  | TimeField
  | ImageField
  | ReferenceField
  | ReferencesField;

type Options<F extends Field> = Omit<F, 'kind' | 'label'>;

/** A field of this kind: its label, then its options. */
const kind =
  <F extends Field>(name: F['kind']) =>
  (label: string, options: Options<F>): F =>
    ({ kind: name, label, ...options }) as F;

/** Keeps `required: true` in the field's type, so the server's schema types it as present. */
export const text = <const O extends Options<TextField>>(label: string, options: O) => ({
  kind: 'text' as const,
  label,
  ...options,
});
/** Keeps `default` in the field's type, so the server's schema types it as optional. */
export const integer = <const O extends Options<IntegerField>>(label: string, options: O) => ({
  kind: 'integer' as const,
  label,
  ...options,
});
export const slug = kind<SlugField>('slug');
export const texts = kind<TextsField>('texts');
export const pattern = kind<PatternField>('pattern');
/** Keeps `optional` in the field's type, so the server's schema types it as such. */
export const choice = <const O extends Options<ChoiceField>>(label: string, options: O) => ({
  kind: 'choice' as const,
  label,
  ...options,
});
/** Keeps `required: false` in the field's type, so the server's schema types it as optional. */
export const reference = <const O extends Options<ReferenceField>>(label: string, options: O) => ({
  kind: 'reference' as const,
  label,
  ...options,
});
export const references = kind<ReferencesField>('references');
export const yesNo = (label: string, options: Options<YesNoField> = {}) =>
  kind<YesNoField>('yesNo')(label, options);
export const day = (label: string) => kind<DayField>('day')(label, {});
/** Spread into a field's options: answered, never written (a record the portal makes). */
export const READ_ONLY = { readOnly: true } as const;
/** An amount the portal sets (an order's, a bank transfer's): a whole number from 0. */
export const amount = (label: string, money: 'beli' | 'vnd') =>
  integer(label, { min: 0, max: Number.MAX_SAFE_INTEGER, money, ...READ_ONLY });
export const time = (label: string, options: Pick<TimeField, 'empty'> = {}): TimeField => ({
  kind: 'time',
  label,
  readOnly: true,
  ...options,
});
export const image = (label: string) => kind<ImageField>('image')(label, {});
