import GroupIcon from '@mui/icons-material/Group';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import type { UserRow, UserUpdate } from '../../../common/adminApi';
import '../../i18n/areas/admin';

function GroupsDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [chosen, setChosen] = useState(() => user.groups.map((g) => g.id));
  const { data: groups = [] } = useGetList<{ id: number; name: string }>('admin/permission', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [update, { isPending }] = useUpdate<UserUpdate, HttpError>();
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((g) => g !== id)));
  const save = () =>
    update(
      'admin/user',
      { id: user.id, data: { groupIds: chosen }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.admin.user.groupsSaved', { messageArgs: { name: user.name } });
          onClose();
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.admin.user.editGroups', { name: user.name })}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {groups.map((group) => (
            <FormControlLabel
              key={group.id}
              label={group.name}
              control={
                <Checkbox
                  checked={chosen.includes(group.id)}
                  onChange={(event) => toggle(group.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label="ra.action.save" onClick={save} disabled={isPending} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}

/** A user's groups, replaced as a whole; choosing groups grants permissions (permission.all). */
export function UserGroupsButton() {
  const translate = useTranslate();
  const user = useRecordContext<UserRow>();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button
        label={translate('app.admin.user.groups')}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <GroupIcon />
      </Button>
      {open && <GroupsDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}
