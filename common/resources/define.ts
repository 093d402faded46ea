import type { PermissionName } from '../permissions';
import type { Field } from './fields';

export type Method = 'list' | 'get' | 'create' | 'update' | 'delete';

type Sort = { field: string; order: 'ASC' | 'DESC' };

/**
 * One CRUD resource, said once: the server's routes, validation, OpenAPI and export, and the
 * app's resource, list, form, labels, breadcrumb, admin card and access checks are made from it.
 * Plain data (no zod, no table object), shared by the server and the app.
 */
export interface ResourceDefinition<
  Fields extends Record<string, Field> = Record<string, Field>,
  Name extends string = keyof Fields & string,
> {
  /** Its URL under /app, also react-admin's resource name: `admin/notes`. */
  name: string;
  /** Where the API serves it: `/api/{apiPath}`. */
  apiPath: string;
  /** Its table's name in the database (the server finds the Drizzle table by it). */
  table: string;
  /** What its rows are called: the list's title, the breadcrumb, the admin card's (unless said). */
  title: string;
  /** Reading is listing and showing; writing is creating, editing and deleting. */
  access: {
    read: PermissionName;
    write: PermissionName;
    /** Who may open its list under /app, when fewer than who may read its API. */
    pages?: PermissionName;
  };
  /** What the API serves (all five by default): without `delete`, no delete button either. */
  methods?: Method[];
  fields: Fields;
  /** The field a row goes by (its name, its title). */
  represent: Name;
  list: {
    columns: Name[];
    /** Fields `filter.q` looks in (case-insensitive, any part). */
    search?: Name[];
    /** Fields to filter by, and filters the server adds (label those in `labels`). */
    filters?: string[];
    /** Fields (and `createdAt`, `updatedAt`) a list may sort by; `id` always. */
    sorts?: string[];
    /** How the list opens: by `represent`, A to Z, unless said. */
    defaultSort?: Sort;
    /** The filter it opens with (bank events: the waiting ones, to look at first). */
    defaultFilter?: Record<string, string>;
  };
  /**
   * `GET /api/{apiPath}/export`: the file's name, its columns (the list's by default), and
   * headers that say more than the label on screen (`Số tiền (đồng)`).
   */
  export?: { fileName: string; columns: string[]; headers?: Record<string, string> };
  /** Labels of what is not a field: filters and exported values the server adds. */
  labels?: Record<string, string>;
  /**
   * Its card on /app/admin, shown to who may write it; `id` names its test id and texts, `title`
   * says more than the resource's title where SPEC names the card so (`Quản lý người dùng`).
   */
  card: { description: string; id?: string; title?: string };
  /** Its OpenAPI tag (its API path by default). */
  tag?: string;
}

/** Checks a definition's field names where they are named again (columns, represent...). */
export const defineResource = <Fields extends Record<string, Field>>(
  definition: ResourceDefinition<Fields>,
) => definition;

export const STAMP_LABELS: Record<string, string> = {
  q: 'Tìm kiếm',
  createdAt: 'Ngày tạo',
  updatedAt: 'Cập nhật',
};

/** The Vietnamese label of a field, a stamp, or a name the definition labels. */
export const labelOf = (definition: ResourceDefinition, key: string): string =>
  definition.fields[key]?.label ?? definition.labels?.[key] ?? STAMP_LABELS[key] ?? key;

export const defaultSortOf = (definition: ResourceDefinition): Sort =>
  definition.list.defaultSort ?? { field: definition.represent, order: 'ASC' };

/** What a list may sort by: the declared sorts, or its columns that read in order. */
export function sortsOf(definition: ResourceDefinition): string[] {
  if (definition.list.sorts) return definition.list.sorts;
  const unordered = new Set(['image', 'references']);
  return definition.list.columns.filter((c) => {
    const field = definition.fields[c]!;
    return !unordered.has(field.kind) && !(field.kind === 'text' && field.multiline);
  });
}

export const exportOf = (definition: ResourceDefinition) =>
  definition.export ?? {
    fileName: definition.title.replace(/\s+/g, '_'),
    columns: definition.list.columns,
  };

/** A column's header in the export: the export's own, or the key's label. */
export const exportHeaderOf = (definition: ResourceDefinition, key: string) =>
  exportOf(definition).headers?.[key] ?? labelOf(definition, key);

/** What the API serves of a definition: its `methods`, or all five. */
export const methodsOf = (definition: ResourceDefinition): Method[] =>
  definition.methods ?? ['list', 'get', 'create', 'update', 'delete'];

/** Its card's id (its test id, and `app.admin.cards.{id}` for its texts). */
export const cardIdOf = (definition: ResourceDefinition) =>
  definition.card.id ?? definition.name.split('/').at(-1)!;
