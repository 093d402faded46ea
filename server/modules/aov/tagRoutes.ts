// /api/tags
import { PERMISSIONS } from '../../../common/permissions';
import { aovTags } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { registerCatalogue } from './catalogueRules';
import { tagExport } from './exports';
import { tagInput, tagRecord } from './schemas';

/** The hero tags (`xa-thu`, `dau-si`...): a simple-rest resource. */
export const tagRoutes: ModuleRoutes = async (app, { db }) => {
  registerCatalogue(app, db, {
    path: 'tags',
    label: 'nhãn',
    table: aovTags,
    write: PERMISSIONS.aovTagCreate,
    record: tagRecord,
    input: tagInput,
    search: [aovTags.name, aovTags.slug],
    sorts: { slug: aovTags.slug, createdAt: aovTags.createdAt },
    export: tagExport,
  });
};
