import { isPlainObject } from '../json';
import type { ReferenceNames } from '../schemas/audit';
import { AUDIT_RESOURCES } from './resourceLabels';
import { actionPhrase } from './actionPhrases';
import { vocabularyOf, type Vocabulary } from './vocabulary';

/** As much of an audit event as its description reads. */
export interface DescribedEventInput {
  actorEmail: string | null;
  resource: string;
  recordId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  /** The names of the records its reference fields held (as the audit log answers them). */
  names?: ReferenceNames;
}

/** One field an event changed, under its label, its values as the screens show them. */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export interface EventDescription {
  /** Its actor's e-mail, or `Hệ thống`. */
  actor: string;
  /** What it did, up to the record: `đã sửa thẻ`. */
  did: string;
  /** The record by its name (`“Lữ Bố”`) or number (`#12`); none for a write of no one record. */
  target: string | null;
  /** `admin@beli.local đã sửa thẻ “Lữ Bố”`. */
  sentence: string;
  /** The fields a reader changes, under the screens' labels. */
  changes: AuditChange[];
  /** Stamps, keys, hashes and ids of joins: shown on demand only. */
  details: AuditChange[];
}

/** Past this, a value is cut short (a picture's data, a bank's whole notification). */
const LONGEST = 160;
const NOTHING = '∅';

/** Stamped by the server on every save, or the record's own key: not a change anyone made. */
const STAMPS = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy', 'version']);
/** An unlabelled part of a field's name that says it is for machines: `requestHash`, `toolId`. */
const TECHNICAL_PART = /^(id|links|request|version)$|[a-z](Id|Ids|Hash|Key|File)$/;

type Values = Record<string, unknown>;

/** `{ options: { columns: 3 } }` → `{ 'options.columns': 3 }`: each leaf under its own label. */
const flatten = (values: unknown, prefix = ''): Values =>
  Object.fromEntries(
    Object.entries(isPlainObject(values) ? values : {}).flatMap(([field, value]) =>
      isPlainObject(value)
        ? Object.entries(flatten(value, `${prefix}${field}.`))
        : [[`${prefix}${field}`, value]],
    ),
  );

/** Absent, null, an empty text and an empty list all read as nothing (∅). */
const orNothing = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? null
    : value;

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const cut = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text);

/** Formats a moment as the reader's screen does (vi-VN, in their time zone or Vietnam's). */
export type MomentText = (moment: Date) => string;

/** A sum in đồng (`paidVnd`, `amountVnd`…) reads as the money screens write it. */
const IN_DONG = /Vnd$/;

const numberText = (value: number, field: string) => {
  const grouped = value.toLocaleString('vi-VN', { maximumFractionDigits: 2 });
  return IN_DONG.test(field) ? `${grouped} đ` : grouped;
};

function valueText(
  value: unknown,
  field: string,
  codes: Values | undefined,
  moment: MomentText,
): string {
  if (orNothing(value) === null) return NOTHING;
  const coded = codes?.[String(value)];
  if (typeof coded === 'string') return coded;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number') return numberText(value, field);
  if (Array.isArray(value)) {
    return value.map((item) => valueText(item, field, codes, moment)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && MOMENT.test(value)) return moment(new Date(value));
  return String(value);
}

const isTechnical = (field: string, vocabulary: Vocabulary) =>
  STAMPS.has(field) ||
  (!(field in vocabulary.labels) && field.split('.').some((part) => TECHNICAL_PART.test(part)));

/** The record by the first of its naming fields it has, else by its number. */
function targetOf(event: DescribedEventInput, vocabulary: Vocabulary): string | null {
  const values = [event.after, event.before].filter(isPlainObject);
  for (const field of vocabulary.names) {
    const name = values.map((v) => v[field]).find((v) => typeof v === 'string' && v !== '');
    if (typeof name === 'string') return `“${cut(name)}”`;
  }
  return event.recordId === null ? null : `#${event.recordId}`;
}

/** `Tên thẻ: Lữ Bố → Lữ Bố (mới)`. */
export const changeLine = (change: AuditChange) =>
  `${change.label}: ${change.before} → ${change.after}`;

/**
 * An audit event as a reader takes it in: a sentence (who did what to which record) and the
 * fields it changed, before and after, in the screens' words; the machines' fields apart.
 */
export function describeEvent(event: DescribedEventInput, moment: MomentText): EventDescription {
  const vocabulary = vocabularyOf(event.resource);
  const kind = AUDIT_RESOURCES[event.resource];
  const before = flatten(event.before);
  const after = flatten(event.after);
  const all = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .map((field) => {
      const codes = event.names?.[field] ?? vocabulary.codes[field];
      return {
        field,
        label: vocabulary.labels[field] ?? field,
        before: cut(valueText(before[field], field, codes, moment)),
        after: cut(valueText(after[field], field, codes, moment)),
      };
    })
    // A secret reads as hidden before and, after a write that changed it, as changed.
    .filter((change) => change.before !== change.after);
  const actor = event.actorEmail ?? 'Hệ thống';
  const did = actionPhrase(event.action, kind ?? event.resource);
  const target = targetOf(event, vocabulary);
  return {
    actor,
    did,
    target,
    sentence: [actor, did, target].filter(Boolean).join(' '),
    changes: all.filter((change) => !isTechnical(change.field, vocabulary)),
    details: all.filter((change) => isTechnical(change.field, vocabulary)),
  };
}
