import { Alert } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { MAX_LIST_ROWS, SEARCH_MATCHES } from '../../common/listLimits';

/**
 * react-admin's Pagination, saying so when the total is the server's cap rather than a count:
 * a list counts and pages up to MAX_LIST_ROWS rows, a search sorts up to SEARCH_MATCHES matches.
 */
export function CappedPagination() {
  const { total, filterValues } = useListContext();
  const translate = useTranslate();
  // As the server reads it: a search of spaces alone is no search.
  const searching = String(filterValues?.q ?? '').trim() !== '';
  const cap = searching ? SEARCH_MATCHES : MAX_LIST_ROWS;
  return (
    <>
      {total !== undefined && total >= cap && (
        <Alert severity="info" sx={{ mx: 1, mt: 1 }}>
          {translate(searching ? 'app.list.searchCapped' : 'app.list.capped', {
            count: cap.toLocaleString('vi-VN'),
          })}
        </Alert>
      )}
      <Pagination />
    </>
  );
}
