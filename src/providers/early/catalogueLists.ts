import { STAGING_KINDS } from '../../../common/aov';
import type { ListQuery } from '../../resources/resourceEntry';

/** How every catalogue list opens: 25 rows by name. Its resources declare it as their listQuery. */
export const CATALOGUE_LIST_QUERY: ListQuery = {
  sort: { field: 'name', order: 'ASC' },
  perPage: 25,
};

/** The catalogues' API paths (`/api/{path}`). */
export const CATALOGUE_API_PATHS: readonly string[] = [...STAGING_KINDS, 'items'];

/** A catalogue's resource, which is also its page under /app. */
export const catalogueResource = (apiPath: string) => `admin/aov/${apiPath}`;
