import type { RaRecord, ResourceProps, SortPayload } from 'react-admin';

export interface ResourceAccess {
  /** Permissions needed to list and show. */
  read: readonly string[];
  /** Permissions needed to create, edit and delete. */
  write: readonly string[];
  /** Permissions needed for an action on a record, by its name, where they are not `write`'s. */
  actions?: Readonly<Record<string, readonly string[]>>;
}

/** One entry a resource: what <Resource> needs, plus who may read and write it. */
export interface ResourceEntry extends ResourceProps {
  access: ResourceAccess;
  /** The API path when it differs from the resource name (which is also the URL under /app). */
  apiPath?: string;
  /** Its list's key columns: what a row must show whole at phone width (390 px), as text. */
  keyTexts?: (record: RaRecord) => string[];
  /**
   * The sort and page size its list opens with, when the list declares them here too: the first
   * load then asks for that page as the code starts (`providers/earlyListPage.ts`).
   */
  listQuery?: ListQuery;
}

export interface ListQuery {
  sort: SortPayload;
  perPage: number;
}
