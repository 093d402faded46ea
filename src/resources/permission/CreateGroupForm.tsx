import { Stack } from '@mui/material';
import {
  CreateBase,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useTranslate,
} from 'react-admin';
import { groupPagePath } from './paths';
import '../../i18n/areas/admin';

/** Creates a group from the list page and opens it, so its permissions can be switched on. */
export function CreateGroupForm() {
  const translate = useTranslate();
  return (
    <CreateBase resource="admin/permission" redirect={(_resource, id) => groupPagePath(id!)}>
      <Form>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, alignItems: 'baseline', p: 2 }}
        >
          <TextInput
            source="name"
            label={translate('app.admin.permission.newName')}
            validate={[required(), maxLength(64)]}
            helperText={false}
          />
          <SaveButton label={translate('app.admin.permission.create')} />
        </Stack>
      </Form>
    </CreateBase>
  );
}
