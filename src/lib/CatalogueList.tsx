import type { ReactElement, ReactNode } from 'react';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';
import { CatalogueActions } from './CatalogueActions';
import { CATALOGUE_LIST_QUERY } from '../early/catalogueLists';
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
      actions={
        <AfterFirstPaint>
          <CatalogueActions temp={temp} />
        </AfterFirstPaint>
      }
      sort={CATALOGUE_LIST_QUERY.sort}
      perPage={CATALOGUE_LIST_QUERY.perPage}
    >
      {children}
    </ResourceList>
  );
}
