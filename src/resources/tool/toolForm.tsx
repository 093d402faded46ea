// /app/admin/tool: its form, as its definition draws it, and the options every run starts from.
import { Box } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { tools } from '../../../common/resources/tools';
import { COLLAGE_LIMITS } from '../../../common/tools';
import { ColorInput } from '../../lib/ColorInput';
import { DefinitionInputs } from '../../lib/definitions/DefinitionInputs';
import '../../i18n/areas/tools';

const { columns, tileSize } = COLLAGE_LIMITS;

/** The fields of a tool, for create and edit; the server checks every one again. */
export function ToolInputs() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 640 }}>
      <DefinitionInputs definition={tools}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NumberInput source="options.columns" min={columns.min} max={columns.max} required />
          <NumberInput source="options.tileSize" min={tileSize.min} max={tileSize.max} required />
          <ColorInput source="options.background" required />
          <TextInput source="options.watermark" />
        </Box>
        <TextInput source="options.title" />
      </DefinitionInputs>
    </Box>
  );
}
