import { DeleteWithConfirmButton, useGetList, useRecordContext } from 'react-admin';

/**
 * Deleting a tag also takes it off every hero that has it: the confirmation says how many
 * heroes that is before anything is deleted.
 */
export function TagDeleteButton() {
  const tag = useRecordContext();
  const { total } = useGetList(
    'admin/aov/heroes',
    { filter: { tagId: tag?.id }, pagination: { page: 1, perPage: 1 } },
    { enabled: tag !== undefined },
  );
  return (
    <DeleteWithConfirmButton
      confirmTitle="resources.admin/aov/tags.delete.title"
      confirmContent={
        total ? 'resources.admin/aov/tags.delete.inUse' : 'resources.admin/aov/tags.delete.unused'
      }
      translateOptions={{ name: tag?.name ?? '', smart_count: total ?? 0 }}
    />
  );
}
