import { getQuery, localStorageStore, parseQueryFromLocation, type ListParams } from 'react-admin';
import { takeFirstListRequest } from './early/firstListRequest';
import { holdEarlyListPage } from '../lib/earlyListAnswer';
import { resourceRegistry } from '../resources/registry';
import { tokenStore } from './apiAddress';
import { dataProvider } from './dataProvider';

/** The store react-admin's <Admin> keeps list params in by default (sort, filter, page). */
const listStore = localStorageStore();

/**
 * A cold load of `/app/<resource>` whose entry declares its listQuery: the page of rows its list
 * is about to ask for, asked for now, as the code loads, beside the permission lookup, instead of
 * after the first render. The page is the one react-admin's useListParams picks (the URL, else
 * the stored params, else the list's own sort and page size) under the key its useGetList uses,
 * so the list finds it (ResourceList). When `early/firstListRequest.ts` already asked for that
 * page, before the app's code ran, its answer is taken instead of asking again. Only for a
 * signed-in user; the server answers rows only to whoever may read them.
 */
export function askEarlyListPage(): void {
  if (!tokenStore.get()) return;
  const { pathname, search } = window.location;
  const path = pathname.replace(/\/+$/, '');
  const entry = resourceRegistry.find(({ name }) => path === `/app/${name}`);
  if (!entry?.listQuery) return;
  const { sort, perPage } = entry.listQuery;
  const query: ListParams = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: listStore.getItem(`${entry.name}.listParams`, { filter: {}, page: 1 }),
    filterDefaultValues: {},
    sort,
    perPage,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter ?? {},
  };
  const asked = takeFirstListRequest(entry.name, params);
  holdEarlyListPage({
    key: [entry.name, 'getList', params],
    // The shape useGetList keeps.
    answer:
      asked?.answer ??
      dataProvider
        .getList(entry.name, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    arrived: asked?.arrived,
  });
}
