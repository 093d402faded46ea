import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupRemoveIcon from '@mui/icons-material/GroupRemove';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useGetList, useListContext, useTranslate } from 'react-admin';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { USER_GROUP_CHOICES } from '../../providers/apiAddress';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import '../../i18n/areas/admin';

type Change = 'add' | 'remove';

/** Chooses the group, confirms with the count, then sends the whole selection in one request. */
function MembershipDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const dataProvider = useBeliDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const { run, running } = useNotifiedAction();
  const { data: groups = [] } = useGetList<{ id: number; name: string }>(USER_GROUP_CHOICES, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [groupId, setGroupId] = useState<number | ''>('');
  const group = groups.find((g) => g.id === groupId);
  const key = change === 'add' ? 'addConfirm' : 'removeConfirm';
  const send = async () => {
    if (!group) return;
    const done = await run(
      () => dataProvider.changeGroupMembers(group.id, selectedIds.map(Number), change),
      (result) =>
        translate(`app.admin.permission.${change === 'add' ? 'added' : 'removed'}`, {
          ...result,
          group: group.name,
        }),
    );
    if (done) {
      onUnselectItems();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {translate(`app.admin.permission.${change === 'add' ? 'addToGroup' : 'removeFromGroup'}`)}
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('app.admin.permission.chooseGroup')}
          value={groupId}
          onChange={(event) => setGroupId(Number(event.target.value))}
        >
          {groups.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        {group && (
          <DialogContentText sx={{ mt: 2 }}>
            {translate(`app.admin.permission.${key}`, {
              smart_count: selectedIds.length,
              group: group.name,
            })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={!group || running} onClick={send}>
          {translate('ra.action.confirm')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** The user list's bulk actions: the selected users join or leave one group. */
export function GroupMembershipButtons() {
  const [change, setChange] = useState<Change | null>(null);
  return (
    <>
      <Button label="app.admin.permission.addToGroup" onClick={() => setChange('add')}>
        <GroupAddIcon />
      </Button>
      <Button label="app.admin.permission.removeFromGroup" onClick={() => setChange('remove')}>
        <GroupRemoveIcon />
      </Button>
      {change && <MembershipDialog change={change} onClose={() => setChange(null)} />}
    </>
  );
}
