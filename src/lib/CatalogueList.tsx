import type { ReactElement, ReactNode } from 'react';
import { List } from 'react-admin';
import { CatalogueActions } from './CatalogueActions';

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
    <List
      filters={filters}
      actions={<CatalogueActions temp={temp} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      {children}
    </List>
  );
}
