import fc from 'fast-check';
import { PERMISSIONS, type PermissionName } from '../../common/permissions';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import type { Field } from '../../common/resources/fields';
import { TEST_SEED } from './seededRandom';

/**
 * Values for a definition's fields, made from the fields themselves (one small generator per
 * kind), so a contract test walking every definition needs no hand list per resource.
 */

/** The definition a reference field points at (`admin/aov/heroes`). */
export function targetOf(field: Field): ResourceDefinition | undefined {
  if (field.kind !== 'reference' && field.kind !== 'references') return undefined;
  const target = RESOURCE_DEFINITIONS.find((d) => d.name === field.resource);
  if (!target) throw new Error(`no definition named ${field.resource}`);
  return target;
}

/** A value the field accepts; the n-th is unlike the others where the field must be unique. */
export function validValue(field: Field, n: number, relatedId: () => number): unknown {
  switch (field.kind) {
    case 'text':
      return `${field.label} hợp đồng ${n}`.slice(-field.max).trim();
    case 'slug':
      return `hop-dong-${n}`;
    case 'texts':
      return [`${field.label} ${n}`, `Other name ${n}`];
    case 'pattern':
      return fc.sample(fc.stringMatching(new RegExp(field.pattern)), {
        seed: TEST_SEED + n,
        numRuns: 1,
      })[0];
    case 'integer':
      // Large enough to be written with a thousands separator where the range allows.
      return field.min + ((n * 7919) % (field.max - field.min + 1));
    case 'choice': {
      const codes = Object.keys(field.choices);
      return codes[n % codes.length];
    }
    case 'yesNo':
      return n % 2 === 0;
    case 'day':
      return `2024-0${1 + (n % 9)}-${String(1 + (n % 28)).padStart(2, '0')}`;
    case 'time':
      return new Date(Date.UTC(2024, n % 12, 1 + (n % 28), n % 24, n % 60)).toISOString();
    case 'image':
      // An image is an upload's id: none is a valid value without uploading one.
      return null;
    case 'reference':
      return relatedId();
    case 'references':
      return [relatedId()];
  }
}

/** A value the field refuses (each kind's own way of being wrong). */
export function badValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return field.required ? '   ' : 'x'.repeat(field.max + 1);
    case 'slug':
      return 'Không Phải Slug';
    case 'texts':
      return ['x'.repeat(field.itemMax + 1)];
    case 'pattern':
      return ['khong khop', '', '#'].find((value) => !new RegExp(field.pattern).test(value));
    case 'integer':
      return field.max + 1;
    case 'choice':
      return 'khong-co-lua-chon-nay';
    case 'yesNo':
      return 'có';
    case 'day':
      return '31/12/2024';
    case 'time':
      return '31/12/2024 08:00';
    case 'image':
      return 'khong-phai-anh';
    case 'reference':
      return 0;
    case 'references':
      return 'khong-phai-danh-sach';
  }
}

/** Whether a create (or an edit) takes the field: never a read-only one, an edit no create-only. */
export const takes = (field: Field, on: 'create' | 'update') =>
  !field.readOnly && !(on === 'update' && field.createOnly);

/** Valid values of the fields a resource's server part adds (a tool's options object). */
const SERVER_PART_VALUES: Record<string, Record<string, unknown>> = {
  'admin/tool': {
    options: { columns: 4, tileSize: 256, background: '#ffffff', title: '', watermark: '' },
  },
};

/** Answered fields a resource's server part adds and no write takes (a user's groups). */
const SERVER_PART_ANSWERS: Record<string, Record<string, unknown>> = {
  'admin/user': { disabled: false, groups: [] },
};

/**
 * A record's fields that a create (or an edit) takes, each valid, with its server part's; every
 * field for a `record` as answered, with what its server part answers besides. `relatedId` names
 * a row of a reference field's target.
 */
export function validRecord(
  definition: ResourceDefinition,
  n: number,
  relatedId: (key: string, target: ResourceDefinition) => number,
  on: 'create' | 'update' | 'record' = 'create',
): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      Object.entries(definition.fields)
        .filter(([, field]) => on === 'record' || takes(field, on))
        .map(([key, field]) => [key, validValue(field, n, () => relatedId(key, targetOf(field)!))]),
    ),
    ...SERVER_PART_VALUES[definition.name],
    ...(on === 'record' && SERVER_PART_ANSWERS[definition.name]),
  };
}

/** What the seeded groups hold: an administrator every permission, a member `permission.me`. */
export const SEEDED_ROLES: Record<'admin' | 'member', readonly PermissionName[]> = {
  admin: Object.values(PERMISSIONS),
  member: [PERMISSIONS.me],
};

/** Whether holding `names` lets one read or write the resource, or open its pages under /app. */
export function allows(
  definition: ResourceDefinition,
  names: readonly string[],
  action: 'read' | 'write' | 'pages',
) {
  const { pages, ...access } = definition.access;
  return names.includes(action === 'pages' ? (pages ?? access.read) : access[action]);
}
