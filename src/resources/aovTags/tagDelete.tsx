import { inUseDeleteButtons } from '../../lib/InUseDeleteButtons';

/** Deleting tags takes them off every hero that has them: the confirmation says how many. */
export const { DeleteButton: TagDeleteButton, BulkDeleteButton: TagBulkDeleteButton } =
  inUseDeleteButtons({
    resource: 'admin/aov/heroes',
    field: 'tagId',
    messages: 'resources.admin/aov/tags.delete',
  });
