import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { UsedBy } from './inUse';

interface Props {
  open: boolean;
  onClose: () => void;
  ids: Identifier[];
  /** One record's name; a list's selection has none. */
  name?: string;
  usedBy: UsedBy;
  onDelete: () => void;
}

/**
 * Asks before a delete, saying how many rows use the records (counted when it opens). When the
 * API would refuse the delete, the confirm stays disabled, the dialog says why and offers what
 * can be done instead (`usedBy.Instead`).
 */
export function InUseDeleteDialog({ open, onClose, ids, name, usedBy, onDelete }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const usage = usedBy.useCount(ids, open);
  const bulk = name === undefined;
  const inUse = (usage?.count ?? 0) > 0;
  const refused = usedBy.refused && inUse;
  const message = (key: string) =>
    `${usedBy.messages}.${bulk ? `bulk${key[0]!.toUpperCase()}${key.slice(1)}` : key}`;
  const { Instead } = usedBy;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(message('title'), { name, smart_count: ids.length })}
      </DialogTitle>
      <DialogContent>
        {usage === undefined ? (
          <Stack direction="row" spacing={1} alignItems="center">
            <CircularProgress size={18} />
            <DialogContentText>{translate('app.inUse.counting')}</DialogContentText>
          </Stack>
        ) : (
          <DialogContentText>
            {translate(message(inUse ? 'inUse' : 'unused'), {
              ...usage.values,
              smart_count: usage.count,
            })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {refused && Instead && usage && <Instead ids={ids} usage={usage} onDone={onClose} />}
        <Button
          color="error"
          variant={refused ? 'text' : 'contained'}
          disabled={usage === undefined || refused}
          onClick={() => {
            onClose();
            onDelete();
          }}
        >
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
