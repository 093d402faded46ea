import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { nextThemeMode, useThemeMode, type ThemeMode } from './themeMode';

const ICONS: Record<ThemeMode, typeof LightModeIcon> = {
  system: BrightnessAutoIcon,
  light: LightModeIcon,
  dark: DarkModeIcon,
};

/** Cycles system → light → dark; says which one is now on. */
export function ThemeModeButton() {
  const { mode, setMode } = useThemeMode();
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('app.theme.button', { mode: translate(`app.theme.${mode}`) });
  const Icon = ICONS[mode];

  const onClick = () => {
    const next = nextThemeMode(mode);
    setMode(next);
    notify('app.theme.changed', {
      type: 'info',
      messageArgs: { mode: translate(`app.theme.${next}`) },
    });
  };

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} data-mode={mode} onClick={onClick}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
