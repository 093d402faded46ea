import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  useBulkDeleteController,
  useDeleteController,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { InUseDeleteDialog } from './InUseDeleteDialog';
import type { UsedBy } from './inUse';

function DeleteOpener({ onClick }: { onClick: () => void }) {
  return (
    <Button label="ra.action.delete" color="error" onClick={onClick}>
      <DeleteIcon />
    </Button>
  );
}

/** Deletes one record after a dialog that says how many rows use it (or why it cannot go). */
export function InUseDeleteButton({ usedBy }: { usedBy: UsedBy }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { handleDelete } = useDeleteController({ record, mutationMode: 'pessimistic' });
  if (!record) return null;
  return (
    <>
      <DeleteOpener onClick={() => setOpen(true)} />
      <InUseDeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        ids={[record.id]}
        name={String(record.name ?? (typeof record.id === 'string' ? record.id : `#${record.id}`))}
        usedBy={usedBy}
        onDelete={handleDelete}
      />
    </>
  );
}

/** A list's bulk delete, asking first with how many rows use any of the selected records. */
export function InUseBulkDeleteButton({ usedBy }: { usedBy: UsedBy }) {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const { handleDelete } = useBulkDeleteController({ mutationMode: 'pessimistic' });
  return (
    <>
      <DeleteOpener onClick={() => setOpen(true)} />
      <InUseDeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        ids={selectedIds}
        usedBy={usedBy}
        onDelete={handleDelete}
      />
    </>
  );
}
