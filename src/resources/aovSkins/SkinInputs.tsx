import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { UploadInput } from '../../lib/UploadInput';
import { skins } from '../../../common/resources/skins';
import { choicesOf } from '../../lib/definitions/choices';

export function SkinInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <ReferenceInput source="heroId" reference="admin/aov/heroes">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="name" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <SelectInput source="tier" choices={choicesOf(skins.fields.tier)} />
      <UploadInput source="image" label="resources.admin/aov/skins.fields.image" />
      <BooleanInput source="limited" />
      <DateInput source="releaseDate" />
    </>
  );
}
