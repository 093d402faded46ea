import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { UploadInput } from '../../lib/UploadInput';

export function SkinInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <ReferenceInput source="heroId" reference="admin/aov/heroes">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="name" />
      <TextInput source="shortName" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <ReferenceInput
        source="labelId"
        reference="admin/aov/labels"
        sort={{ field: 'rank', order: 'ASC' }}
        perPage={100}
      >
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <UploadInput source="image" label="resources.admin/aov/skins.fields.image" />
      <UploadInput source="splash" label="resources.admin/aov/skins.fields.splash" />
      <TextArrayInput source="aliases" />
      <DateInput source="releaseDate" />
    </>
  );
}
