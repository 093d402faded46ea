// /app/admin/aov/tags: its form, as its definition draws it, with a colour picker.
import { ColorInput } from '../../lib/ColorInput';
import { tags } from '../../../common/resources/tags';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';

const inputs = { color: <ColorInput source="color" defaultValue="#607d8b" sx={{ width: 200 }} /> };

export function TagInputs({ creating }: { creating?: boolean }) {
  return <DefinitionInputs definition={tags} creating={creating} inputs={inputs} />;
}
