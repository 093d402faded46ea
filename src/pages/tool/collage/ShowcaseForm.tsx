import { Box, MenuItem, Slider, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  SHOWCASE_FRAMES,
  SHOWCASE_LIMITS,
  type CollageChoice,
  type ShowcaseChoice,
} from '../../../../common/tools';
import { HeaderPicture } from './HeaderPicture';
import '../../../i18n/areas/tools';

type Figure = 'level' | 'vouchers' | 'scrolls';

/** The header's figures and pictures the member adds, the frame, brightness and columns. */
export function ShowcaseForm({
  value,
  onChange,
  options,
  onOptions,
}: {
  value: ShowcaseChoice;
  /** Given a change of the current choice: an upload ending after another keeps the other's. */
  onChange: (change: (current: ShowcaseChoice) => ShowcaseChoice) => void;
  options: CollageChoice;
  onOptions: (next: CollageChoice) => void;
}) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.tools.showcase.${key}`);
  const set = <K extends keyof ShowcaseChoice>(key: K, v: ShowcaseChoice[K] | undefined) =>
    onChange((current) => {
      const next = { ...current };
      if (v === undefined || v === '') delete next[key];
      else next[key] = v;
      return next;
    });
  const figure = (key: Figure) => (
    <TextField
      size="small"
      type="number"
      label={label(key)}
      value={value[key] ?? ''}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      onChange={(e) => {
        const n = Number.parseInt(e.target.value, 10);
        set(key, Number.isFinite(n) && n >= 0 ? n : undefined);
      }}
    />
  );
  const { brightness } = SHOWCASE_LIMITS;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2">{label('figures')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        }}
      >
        <TextField
          size="small"
          label={label('rank')}
          value={value.rank ?? ''}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          onChange={(e) => set('rank', e.target.value)}
        />
        {figure('level')}
        {figure('vouchers')}
        {figure('scrolls')}
        <TextField
          size="small"
          label={label('code')}
          value={value.code ?? ''}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          onChange={(e) => set('code', e.target.value)}
        />
        <TextField
          select
          size="small"
          label={label('frame')}
          value={value.frame ?? 'default'}
          onChange={(e) => set('frame', e.target.value as ShowcaseChoice['frame'])}
        >
          {SHOWCASE_FRAMES.map((frame) => (
            <MenuItem key={frame} value={frame}>
              {label(`frames.${frame}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={label('columns')}
          value={options.columns ?? ''}
          slotProps={{ htmlInput: { min: 1, max: 50, step: 1 } }}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            const next = { ...options };
            if (Number.isFinite(n)) next.columns = Math.min(50, Math.max(1, n));
            else delete next.columns;
            onOptions(next);
          }}
        />
      </Box>
      <HeaderPicture
        label={label('avatar')}
        value={value.avatar}
        onChange={(id) => set('avatar', id)}
      />
      <HeaderPicture
        label={label('overview')}
        value={value.overview}
        onChange={(id) => set('overview', id)}
      />
      <Box sx={{ px: 1 }}>
        <Typography variant="caption" id="showcase-brightness">
          {label('brightness')}
        </Typography>
        <Slider
          aria-labelledby="showcase-brightness"
          min={brightness.min}
          max={brightness.max}
          step={0.05}
          value={value.brightness ?? 1}
          onChange={(_, v) => set('brightness', v as number)}
        />
      </Box>
    </Box>
  );
}
