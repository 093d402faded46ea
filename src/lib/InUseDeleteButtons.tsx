import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  useGetList,
  useListContext,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';

/** What uses a record: rows of `resource` whose `field` filter names it. */
export interface UsedBy {
  resource: string;
  field: string;
  /** Translation keys under it: `title`, `inUse`, `unused`, `bulkInUse`, `bulkUnused`. */
  messages: string;
}

function useUseCount({ resource, field }: UsedBy, ids: Identifier | Identifier[] | undefined) {
  const { total } = useGetList(
    resource,
    { filter: { [field]: ids }, pagination: { page: 1, perPage: 1 } },
    { enabled: ids !== undefined && (!Array.isArray(ids) || ids.length > 0) },
  );
  return total ?? 0;
}

/** Deletes one record after a confirmation that says how many rows use it. */
export function InUseDeleteButton({ usedBy }: { usedBy: UsedBy }) {
  const record = useRecordContext();
  const count = useUseCount(usedBy, record?.id);
  return (
    <DeleteWithConfirmButton
      confirmTitle={`${usedBy.messages}.title`}
      confirmContent={`${usedBy.messages}.${count ? 'inUse' : 'unused'}`}
      translateOptions={{ name: String(record?.name ?? ''), smart_count: count }}
    />
  );
}

/** A list's bulk delete, confirming with how many rows use any of the selected records. */
export function InUseBulkDeleteButton({ usedBy }: { usedBy: UsedBy }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const count = useUseCount(usedBy, selectedIds);
  const content = `${usedBy.messages}.${count ? 'bulkInUse' : 'bulkUnused'}`;
  return (
    <BulkDeleteWithConfirmButton
      confirmContent={<>{translate(content, { smart_count: count })}</>}
    />
  );
}

/** The delete button of a record's edit page and the bulk delete of its list, both for `usedBy`. */
export function inUseDeleteButtons(usedBy: UsedBy) {
  return {
    DeleteButton: () => <InUseDeleteButton usedBy={usedBy} />,
    BulkDeleteButton: () => <InUseBulkDeleteButton usedBy={usedBy} />,
  };
}
