import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { UploadInput } from '../../lib/UploadInput';
import { items } from '../../../common/resources/items';
import { choicesOf } from '../../lib/definitions/choices';

export function ItemInputs() {
  return (
    <>
      <TextInput source="name" />
      <SelectInput source="category" choices={choicesOf(items.fields.category)} />
      <NumberInput source="price" min={0} step={1} />
      <UploadInput source="image" label="resources.admin/aov/items.fields.image" />
      <TextInput source="description" multiline minRows={2} />
    </>
  );
}
