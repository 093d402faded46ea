// /app/admin/aov/items/create
import { Create, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { UploadInput } from '../../lib/UploadInput';
import { categoryChoices } from './categories';

/** Items have a list and a create page only (SPEC 2): after saving, back to the list. */
export function ItemCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="name" />
        <SelectInput source="category" choices={categoryChoices} />
        <NumberInput source="price" min={0} step={1} />
        <UploadInput source="image" label="resources.admin/aov/items.fields.image" />
        <TextInput source="description" multiline minRows={2} />
      </SimpleForm>
    </Create>
  );
}
