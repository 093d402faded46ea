import {
  InUseBulkDeleteButton,
  InUseDeleteButton,
  type UsedBy,
} from '../../lib/InUseDeleteButtons';

/** Deleting tags takes them off every hero that has them: the confirmation says how many. */
const heroesWithTag: UsedBy = {
  resource: 'admin/aov/heroes',
  field: 'tagId',
  messages: 'resources.admin/aov/tags.delete',
};

export const TagDeleteButton = () => <InUseDeleteButton usedBy={heroesWithTag} />;
export const TagBulkDeleteButton = () => <InUseBulkDeleteButton usedBy={heroesWithTag} />;
