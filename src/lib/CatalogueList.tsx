import { useDeferredValue, type ReactElement, type ReactNode } from 'react';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';
import { CatalogueActions } from './CatalogueActions';
import { CATALOGUE_LIST_QUERY } from '../providers/early/catalogueLists';
import { ResourceList } from './ResourceList';

/**
 * The height of the row above the table once its search box and buttons are in (react-admin's
 * filter form is 64 px high; below the md breakpoint the search and the buttons stack). Held from
 * the first pass, so the rows do not move when they come.
 */
const TOOLBAR_HEIGHT = { '& .RaList-actions': { minHeight: { xs: 112, md: 64 } } };

/**
 * A catalogue's list page: 25 rows sorted by name, its filters, and the catalogue toolbar. The
 * search box and the buttons are drawn in the second pass, after the rows.
 */
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
  const secondPass = useDeferredValue(true, false);
  return (
    <ResourceList
      filters={secondPass ? filters : undefined}
      sx={TOOLBAR_HEIGHT}
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
