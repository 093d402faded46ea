// /app/admin/aov/skins: its form, as its definition draws it, its labels the most valuable first.
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { skins } from '../../../common/resources/skins';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';

const inputs = {
  labelId: (
    <ReferenceInput
      source="labelId"
      reference="admin/aov/labels"
      sort={{ field: 'rank', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
  ),
};

export function SkinInputs({ creating }: { creating?: boolean }) {
  return <DefinitionInputs definition={skins} creating={creating} inputs={inputs} />;
}
