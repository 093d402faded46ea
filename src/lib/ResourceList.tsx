import { List, type ListProps, type RaRecord } from 'react-admin';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';
import { CappedPagination } from './CappedPagination';
import { useEarlyListPage } from './earlyListAnswer';

/**
 * react-admin's List, except that its rows are asked for at once. List alone asks canAccess (the
 * /api/permissions/me round trip) first and the rows after; here the layout's RouteAccessGuard
 * has already decided, before the list mounted, that this visitor may open it, and the server
 * answers rows only to whoever may read them. On a first load, the page asked for as the code
 * loaded (`providers/earlyListPage.ts`) is in the cache before the list looks. Its pagination
 * says when a total is the server's cap rather than a count.
 */
export function ResourceList<RecordType extends RaRecord = RaRecord>(props: ListProps<RecordType>) {
  useEarlyListPage();
  return (
    <List<RecordType>
      // Below the rows: drawn in the second pass, after them.
      pagination={
        <AfterFirstPaint>
          <CappedPagination />
        </AfterFirstPaint>
      }
      {...props}
      disableAuthentication
    />
  );
}
