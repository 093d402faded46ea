import { BulkDeleteWithConfirmButton, useGetList, useListContext, useTranslate } from 'react-admin';

/**
 * The tag list's bulk delete: like one tag's delete (`TagDeleteButton`), the confirmation says
 * how many heroes have any of the selected tags (they lose them) before anything is deleted.
 */
export function TagBulkDeleteButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const { total } = useGetList(
    'admin/aov/heroes',
    { filter: { tagId: selectedIds }, pagination: { page: 1, perPage: 1 } },
    { enabled: selectedIds.length > 0 },
  );
  return (
    <BulkDeleteWithConfirmButton
      confirmContent={
        <>
          {translate(
            total
              ? 'resources.admin/aov/tags.delete.bulkInUse'
              : 'resources.admin/aov/tags.delete.bulkUnused',
            { smart_count: total ?? 0 },
          )}
        </>
      }
    />
  );
}
