import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COLLAGE_LIMITS, TOOL_TYPES } from '../../../common/tools';
import { ColorInput } from '../../lib/ColorInput';
import '../../i18n/areas/tools';

const { columns, tileSize } = COLLAGE_LIMITS;

/** The fields of a tool, for create and edit; the server checks every one again. */
export function ToolInputs() {
  const translate = useTranslate();
  const typeChoices = TOOL_TYPES.map((id) => ({ id, name: translate(`app.tools.types.${id}`) }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 640 }}>
      <SelectInput source="type" choices={typeChoices} required />
      <TextInput source="name" required />
      <TextInput source="description" multiline minRows={2} />
      <NumberInput source="price" min={0} step={1} required />
      <BooleanInput source="active" />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberInput source="options.columns" min={columns.min} max={columns.max} required />
        <NumberInput source="options.tileSize" min={tileSize.min} max={tileSize.max} required />
        <ColorInput source="options.background" required />
        <TextInput source="options.watermark" />
      </Box>
      <TextInput source="options.title" />
    </Box>
  );
}
