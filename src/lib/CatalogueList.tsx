import type { ReactElement, ReactNode } from 'react';
import { CatalogueActions } from './CatalogueActions';
import type { ListQuery } from '../resources/resourceEntry';
import { ResourceList } from './ResourceList';

/** How every catalogue list opens: 25 rows by name. Its resources declare it as their listQuery. */
export const CATALOGUE_LIST_QUERY: ListQuery = {
  sort: { field: 'name', order: 'ASC' },
  perPage: 25,
};

/** A catalogue's list page: 25 rows sorted by name, its filters, and the catalogue toolbar. */
export function CatalogueList({
  filters,
  temp = false,
  children,
}: {
  filters: ReactElement[];
  /** Shows the link to the resource's `temp` staging page. */
  temp?: boolean;
  children: ReactNode;
}) {
  return (
    <ResourceList
      filters={filters}
      actions={<CatalogueActions temp={temp} />}
      sort={CATALOGUE_LIST_QUERY.sort}
      perPage={CATALOGUE_LIST_QUERY.perPage}
    >
      {children}
    </ResourceList>
  );
}
