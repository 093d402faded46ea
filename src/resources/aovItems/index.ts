// /app/admin/aov/items
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { ItemList } from './ItemList';
import { CATALOGUE_LIST_QUERY, catalogueResource } from '../../providers/early/catalogueLists';

const items: ResourceEntry = {
  name: catalogueResource('items'),
  apiPath: 'items',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovItemCreate] },
  keyTexts: (item) => [item.name],
  list: ItemList,
  listQuery: CATALOGUE_LIST_QUERY,
  create: lazyPage(() => import('./ItemCreate'), 'ItemCreate'),
  recordRepresentation: 'name',
};

export default items;
