// /app/admin/aov/heroes: its form, as its definition draws it, a new hero in use.
import { BooleanInput } from 'react-admin';
import { heroes } from '../../../common/resources/heroes';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';

// A new hero is in use unless said.
const inputs = { active: <BooleanInput source="active" defaultValue /> };

export function HeroInputs({ creating }: { creating?: boolean }) {
  return <DefinitionInputs definition={heroes} creating={creating} inputs={inputs} />;
}
