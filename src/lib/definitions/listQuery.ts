import { defaultSortOf, type ResourceDefinition } from '../../../common/resources/define';
import type { ListQuery } from '../../resources/resourceEntry';

/** How a definition's list opens: its default sort, 25 rows a page. */
export const listQueryOf = (definition: ResourceDefinition): ListQuery => ({
  sort: defaultSortOf(definition),
  perPage: 25,
});
