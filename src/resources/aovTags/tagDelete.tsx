import { InUseBulkDeleteButton, InUseDeleteButton } from '../../lib/InUseDeleteButtons';
import { rowsFiltered, type UsedBy } from '../../lib/inUse';
import '../../i18n/areas/aovPages';

/** Deleting tags takes them off every hero that has them: the dialog says how many. */
const heroesWithTag: UsedBy = {
  useCount: rowsFiltered('admin/aov/heroes', 'tagId'),
  messages: 'resources.admin/aov/tags.delete',
};

export const TagDeleteButton = () => <InUseDeleteButton usedBy={heroesWithTag} />;
export const TagBulkDeleteButton = () => <InUseBulkDeleteButton usedBy={heroesWithTag} />;
