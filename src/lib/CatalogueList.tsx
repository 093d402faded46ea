import type { ReactElement, ReactNode } from 'react';
import { CatalogueActions } from './CatalogueActions';
import { ResourceList } from './ResourceList';

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
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      {children}
    </ResourceList>
  );
}
