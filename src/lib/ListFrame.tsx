import { Card, styled, type SxProps, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { FilterContext, Offline, useListContext } from 'react-admin';
import { AfterRows, AfterRowsParts } from './afterRows';
import { LiveListNotice } from './live/LiveListNotice';
import { ListTitle } from './ListTitle';

export interface ListFrameProps {
  /** The page's title; the resource's name by default, none with false. */
  title?: ReactNode | false;
  /** The filter inputs (react-admin's `filters`): the filter form and its menu. */
  filters?: ReactElement[];
  /** The toolbar's buttons (`ListActions`). */
  actions?: ReactElement | false;
  /** Below the rows; CappedPagination by default. */
  pagination?: ReactNode | false;
  /** Shown for a list with no rows and no filter; react-admin's Empty by default. */
  empty?: ReactNode | false;
  className?: string;
  sx?: SxProps<Theme>;
  /** The rows: a DataTable or a SimpleList. */
  children: ReactNode;
}

/**
 * The height of react-admin's pagination (a TablePagination), held below the rows until it comes,
 * as react-admin's holds it while the rows load: what is below the list does not move.
 */
const PAGINATION_HEIGHT = <div style={{ minHeight: 52 }} />;

const DEFAULT_PAGINATION = (
  <AfterRows until={PAGINATION_HEIGHT}>
    <AfterRowsParts.CappedPagination />
  </AfterRows>
);

const DEFAULT_EMPTY = (
  <AfterRows>
    <AfterRowsParts.Empty />
  </AfterRows>
);

/**
 * The height of the row above the table once its filter form is in (react-admin's is 64 px high;
 * below the md breakpoint the search and the buttons stack). Held from the first pass, so the rows
 * do not move when it comes.
 */
const FILTER_FORM_HEIGHT = { minHeight: { xs: 112, md: 64 } };

/**
 * react-admin's ListView, drawing the rows first: the title, the toolbar (the filter form after
 * the rows, in the space kept for it; the actions, which draw their buttons after them too), the
 * rows in a card, the pagination after them; or the empty page. Its class names are ListView's,
 * for styles and tests that look for them.
 */
export function ListFrame({
  title,
  filters,
  actions,
  pagination = DEFAULT_PAGINATION,
  empty = DEFAULT_EMPTY,
  className,
  sx,
  children,
}: ListFrameProps) {
  const list = useListContext();
  const {
    error,
    filterValues,
    hasNextPage,
    hasPreviousPage,
    isPaused,
    isPending,
    isPlaceholderData,
    total,
  } = list;
  const offline = isPaused && (isPending || isPlaceholderData);
  const withToolbar = Boolean(filters || actions);
  // As ListView decides it: no rows (counted, or a partial pagination's one page), no error, and
  // no filter that could be why.
  const rowsShown = list.data?.length;
  const noRows =
    total === 0 ||
    (total == null && hasPreviousPage === false && hasNextPage === false && rowsShown === 0);
  const emptyPage =
    empty !== false && noRows && !error && !isPending && Object.keys(filterValues).length === 0;
  return (
    <Root className={['list-page', className].filter(Boolean).join(' ')} sx={sx}>
      {title !== false && <ListTitle title={title} />}
      {emptyPage ? (
        <div className="RaList-noResults">{empty}</div>
      ) : (
        <div className={withToolbar && !offline ? 'RaList-main' : 'RaList-main RaList-noActions'}>
          {withToolbar && (
            <FilterContext.Provider value={filters}>
              <Toolbar className="RaList-actions" sx={filters?.length ? FILTER_FORM_HEIGHT : null}>
                {filters?.length ? (
                  <AfterRows>
                    <AfterRowsParts.FilterForm />
                  </AfterRows>
                ) : null}
                <span />
                {actions}
              </Toolbar>
            </FilterContext.Provider>
          )}
          <LiveListNotice />
          <Card className="RaList-content">{offline ? <Offline /> : children}</Card>
          {pagination}
        </div>
      )}
    </Root>
  );
}

// ListView's styles (react-admin's `RaList` theme key applies to it as to ListView).
const Root = styled('div', {
  name: 'RaList',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
  '& .RaList-noActions': { marginTop: '1em' },
  '& .RaList-noResults': { flex: 1 },
}));

// ListToolbar's.
const Toolbar = styled('div', {
  name: 'RaListToolbar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));
