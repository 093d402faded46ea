import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { heroes } from '../../../common/resources/heroes';
import { choicesOf } from '../../lib/definitions/choices';
import { UploadInput } from '../../lib/UploadInput';

export function HeroInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <TextInput source="title" />
      <SelectInput source="role" choices={choicesOf(heroes.fields.role)} emptyText="—" />
      <TextInput source="lane" />
      <NumberInput source="goldPrice" step={1} />
      <NumberInput source="voucherPrice" step={1} />
      <TextArrayInput source="aliases" />
      <ReferenceArrayInput source="tags" reference="admin/aov/tags" perPage={100}>
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
      <UploadInput source="avatar" label="resources.admin/aov/heroes.fields.avatar" />
      <DateInput source="releaseDate" />
      <BooleanInput source="active" defaultValue />
    </>
  );
}
