import {
  Avatar,
  Button,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  LinearProgress,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link, useBasename, useRecordContext, useTranslate } from 'react-admin';
import type { GroupDetail } from '../../../common/adminApi';
import '../../i18n/areas/admin';

/** Who is in the group; membership is changed on the user screen (a user's groups as a whole). */
export function GroupMembers() {
  const translate = useTranslate();
  const basename = useBasename();
  const group = useRecordContext<Partial<GroupDetail>>();
  // The list's row (no members) stands in until the group itself has loaded.
  if (!group?.members) return <LinearProgress />;
  const members = group.members;
  // The members, to remove some; a group with none would show an empty list with no one to add.
  const usersPath = members.length
    ? `${basename}/admin/user?filter=${encodeURIComponent(JSON.stringify({ groupId: group.id }))}`
    : `${basename}/admin/user`;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.admin.permission.members', { count: members.length })}
      </Typography>
      {members.length === 0 && (
        <Typography color="text.secondary">
          {translate('app.admin.permission.noMembers')}
        </Typography>
      )}
      <List dense>
        {members.map((member) => (
          <ListItem key={member.id} disableGutters>
            <ListItemAvatar>
              <Avatar src={member.avatarUrl ?? undefined} alt={member.name} />
            </ListItemAvatar>
            <ListItemText primary={member.name} secondary={member.email} />
            {member.disabled && (
              <Chip size="small" label={translate('app.admin.user.disabled')} color="warning" />
            )}
          </ListItem>
        ))}
      </List>
      <Button component={Link} to={usersPath} variant="outlined">
        {translate('app.admin.permission.manageMembers')}
      </Button>
    </>
  );
}
