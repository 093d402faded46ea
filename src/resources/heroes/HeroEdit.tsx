import { Edit, SimpleForm } from 'react-admin';
import { HeroInputs } from './HeroInputs';

export function HeroEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <HeroInputs />
      </SimpleForm>
    </Edit>
  );
}
