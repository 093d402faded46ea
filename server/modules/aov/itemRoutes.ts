// /api/items
import { PERMISSIONS } from '../../../common/permissions';
import { aovItems } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { registerCatalogue } from './catalogueRules';
import { itemExport } from './exports';
import { itemInput, itemRecord } from './schemas';

/** The items, by category. */
export const itemRoutes: ModuleRoutes = async (app, { db }) => {
  registerCatalogue(app, db, {
    path: 'items',
    label: 'trang bị',
    table: aovItems,
    write: PERMISSIONS.aovItemCreate,
    record: itemRecord,
    input: itemInput,
    search: [aovItems.name],
    filters: { category: aovItems.category },
    sorts: { price: aovItems.price, category: aovItems.category },
    export: itemExport,
  });
};
