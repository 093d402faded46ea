// /api/tags
import { PERMISSIONS } from '../../../common/permissions';
import { aovTags } from '../../db/schema';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { tagExport } from './exports';
import { read, withSlug, duplicateSlug } from './catalogueRules';
import { tagInput, tagRecord } from './schemas';

/** The hero tags (`xa-thu`, `dau-si`...): a simple-rest resource. */
export const tagRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'tags',
    label: 'nhãn',
    tag: 'aov',
    table: aovTags,
    id: aovTags.id,
    access: { read, write: PERMISSIONS.aovTagCreate },
    record: tagRecord,
    input: tagInput,
    search: [aovTags.name, aovTags.slug],
    sorts: { name: aovTags.name, slug: aovTags.slug, createdAt: aovTags.createdAt },
    defaultSort: { field: 'name', order: 'ASC' },
    stamp: withSlug,
    unique: duplicateSlug('aov_tags_slug_unique'),
    export: tagExport,
  });
};
