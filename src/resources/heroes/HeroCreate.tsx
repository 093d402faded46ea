import { Create, SimpleForm } from 'react-admin';
import { redirectToEdit } from '../../lib/editRoute';
import { HeroInputs } from './HeroInputs';

export function HeroCreate() {
  return (
    <Create redirect={redirectToEdit}>
      <SimpleForm>
        <HeroInputs creating />
      </SimpleForm>
    </Create>
  );
}
