import { useDeferredValue, type ReactElement, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { CatalogueActions } from './CatalogueActions';
import { EARLY_LISTS } from '../providers/early/catalogueLists';
import type { ListQuery } from '../resources/resourceEntry';
import { ResourceList } from './ResourceList';

/**
 * The height of the row above the table once its search box and buttons are in (react-admin's
 * filter form is 64 px high; below the md breakpoint the search and the buttons stack). Held from
 * the first pass, so the rows do not move when they come.
 */
const TOOLBAR_HEIGHT = { '& .RaList-actions': { minHeight: { xs: 112, md: 64 } } };

/**
 * The first pass's filters: none, but a list all the same, so that react-admin's toolbar keeps its
 * shape when the filters come and the column chooser in it is not drawn anew (the table would
 * keep filling the old one's box).
 */
const NO_FILTERS: ReactElement[] = [];

/**
 * A catalogue's list page: opened as its definition says (or as `query` says), its filters, and
 * the catalogue toolbar. The search box and the buttons but the column chooser are drawn in the
 * second pass, after the rows.
 */
export function CatalogueList({
  filters,
  temp = false,
  query,
  filterDefaultValues,
  children,
}: {
  filters: ReactElement[];
  /** Shows the link to the resource's `temp` staging page. */
  temp?: boolean;
  /** The sort and page size it opens with: its definition's (as the early request asks). */
  query?: ListQuery;
  /** The filter it opens with. */
  filterDefaultValues?: Record<string, string>;
  children: ReactNode;
}) {
  const secondPass = useDeferredValue(true, false);
  const resource = useResourceContext();
  const opening = query ?? EARLY_LISTS.find((list) => list.resource === resource)?.query;
  if (!opening) throw new Error(`${resource}: a catalogue list opens as its definition says`);
  return (
    <ResourceList
      filters={secondPass ? filters : NO_FILTERS}
      sx={TOOLBAR_HEIGHT}
      actions={<CatalogueActions temp={temp} />}
      sort={opening.sort}
      perPage={opening.perPage}
      filterDefaultValues={filterDefaultValues}
    >
      {children}
    </ResourceList>
  );
}
