// /api/items
import { PERMISSIONS } from '../../../common/permissions';
import { aovItems } from '../../db/schema';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { itemExport } from './exports';
import { read, touched } from './catalogueRules';
import { itemInput, itemRecord } from './schemas';

/** The items, by category. */
export const itemRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'items',
    label: 'trang bị',
    tag: 'aov',
    table: aovItems,
    id: aovItems.id,
    access: { read, write: PERMISSIONS.aovItemCreate },
    record: itemRecord,
    input: itemInput,
    search: [aovItems.name],
    filters: { category: aovItems.category },
    sorts: { name: aovItems.name, price: aovItems.price, category: aovItems.category },
    defaultSort: { field: 'name', order: 'ASC' },
    stamp: touched,
    export: itemExport,
  });
};
