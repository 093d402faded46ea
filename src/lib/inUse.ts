import type { ComponentType } from 'react';
import { useGetList, type Identifier } from 'react-admin';

/** How many rows use some records, and any other figure the dialog's messages name. */
export interface Usage {
  count: number;
  values?: Record<string, number>;
}

export interface InsteadProps {
  ids: Identifier[];
  usage: Usage;
  onDone: () => void;
}

/** What uses a resource's records, and what a delete of used ones does. */
export interface UsedBy {
  /** Counts what uses `ids` (only while `enabled`); undefined until known. */
  useCount: (ids: Identifier[], enabled: boolean) => Usage | undefined;
  /**
   * Translation keys under it: `title`, `inUse`, `unused`, and for a list's selection
   * `bulkTitle`, `bulkInUse`, `bulkUnused` (`smart_count` and `usage.values` in each).
   */
  messages: string;
  /** The API refuses to delete records in use: the confirm is disabled and says why. */
  refused?: boolean;
  /** Offered instead of a refused delete: a way to what uses them, or another action. */
  Instead?: ComponentType<InsteadProps>;
}

/** Counts the rows of `resource` whose `field` filter names any of the records. */
export const rowsFiltered = (resource: string, field: string): UsedBy['useCount'] =>
  function useRowsFiltered(ids, enabled) {
    const { total, isPending } = useGetList(
      resource,
      { filter: { [field]: ids.length === 1 ? ids[0] : ids }, pagination: { page: 1, perPage: 1 } },
      { enabled: enabled && ids.length > 0 },
    );
    return isPending || total === undefined ? undefined : { count: total };
  };
