import type { ReactElement, ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { CatalogueActions } from './CatalogueActions';
import { EARLY_LISTS } from '../providers/early/catalogueLists';
import type { ListQuery } from '../resources/resourceEntry';
import { ResourceList } from './ResourceList';

/**
 * A catalogue's list page: opened as its definition says (or as `query` says), its filters, and
 * the catalogue toolbar.
 */
export function CatalogueList({
  filters,
  toolbar,
  query,
  filterDefaultValues,
  children,
}: {
  filters: ReactElement[];
  /** Buttons of its own in the toolbar (the link to a catalogue's `temp` staging page). */
  toolbar?: ReactNode;
  /** The sort and page size it opens with: its definition's (as the early request asks). */
  query?: ListQuery;
  /** The filter it opens with. */
  filterDefaultValues?: Record<string, string>;
  children: ReactNode;
}) {
  const resource = useResourceContext();
  const opening = query ?? EARLY_LISTS.find((list) => list.resource === resource)?.query;
  if (!opening) throw new Error(`${resource}: a catalogue list opens as its definition says`);
  return (
    <ResourceList
      filters={filters}
      actions={<CatalogueActions>{toolbar}</CatalogueActions>}
      sort={opening.sort}
      perPage={opening.perPage}
      filterDefaultValues={filterDefaultValues}
    >
      {children}
    </ResourceList>
  );
}
