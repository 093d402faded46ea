import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  ReferenceArrayInput,
  TextInput,
} from 'react-admin';
import { UploadInput } from '../../lib/UploadInput';

export function HeroInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <TextInput source="title" />
      <ReferenceArrayInput source="tags" reference="admin/aov/tags" perPage={100}>
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
      <UploadInput source="avatar" label="resources.admin/aov/heroes.fields.avatar" />
      <DateInput source="releaseDate" />
      <BooleanInput source="active" defaultValue />
    </>
  );
}
