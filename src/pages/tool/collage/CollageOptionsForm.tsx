import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COLLAGE_LIMITS, type CollageChoice, type ToolOptions } from '../../../../common/tools';
import { HexCode } from '../../../lib/ColorInput';
import '../../../i18n/areas/tools';

const { columns, tileSize, gap, defaultGap } = COLLAGE_LIMITS;

/** Columns, tile size, gap, background, title and captions; empty fields take the tool's. */
export function CollageOptionsForm({
  defaults,
  value,
  onChange,
}: {
  defaults: ToolOptions;
  value: CollageChoice;
  onChange: (next: CollageChoice) => void;
}) {
  const translate = useTranslate();
  const set = <K extends keyof CollageChoice>(key: K, v: CollageChoice[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  const numberField = (
    key: 'columns' | 'tileSize' | 'gap',
    range: { min: number; max: number },
    fallback: number,
  ) => (
    <TextField
      size="small"
      type="number"
      label={translate(`app.tools.options.${key}`)}
      value={value[key] ?? fallback}
      slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1 } }}
      onChange={(e) => {
        const n = Number.parseInt(e.target.value, 10);
        set(key, Number.isFinite(n) ? Math.min(range.max, Math.max(range.min, n)) : undefined);
      }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2">{translate('app.tools.options.title')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        }}
      >
        {numberField('columns', columns, defaults.columns)}
        {numberField('tileSize', tileSize, defaults.tileSize)}
        {numberField('gap', gap, defaultGap)}
        <TextField
          size="small"
          type="color"
          label={translate('app.tools.options.background')}
          value={value.background ?? defaults.background}
          onChange={(e) => set('background', e.target.value)}
          slotProps={{
            input: { endAdornment: <HexCode value={value.background ?? defaults.background} /> },
          }}
        />
      </Box>
      <TextField
        size="small"
        label={translate('app.tools.options.heading')}
        value={value.title ?? defaults.title}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(e) => set('title', e.target.value)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.captions ?? false}
            onChange={(e) => set('captions', e.target.checked)}
          />
        }
        label={translate('app.tools.options.captions')}
      />
    </Box>
  );
}
