import { viVN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepMerge } from '../../lib/deepMerge';
import type { ResolvedTheme } from './themeMode';

/** MUI's own texts (pagination, breadcrumb, alerts) in Vietnamese. */
const withVietnamese = (options: RaThemeOptions) =>
  deepMerge(
    options as Record<string, unknown>,
    viVN as unknown as Record<string, unknown>,
  ) as RaThemeOptions;

const OPTIONS: Record<ResolvedTheme, RaThemeOptions> = {
  light: withVietnamese(defaultLightTheme),
  dark: withVietnamese(defaultDarkTheme),
};

/** react-admin's default themes; the shell and the pages outside <Admin> use the same ones. */
export const themeOptions = (resolved: ResolvedTheme): RaThemeOptions => OPTIONS[resolved];

const built = new Map<ResolvedTheme, Theme>();
export function muiTheme(resolved: ResolvedTheme): Theme {
  if (!built.has(resolved)) built.set(resolved, createTheme(themeOptions(resolved)));
  return built.get(resolved)!;
}
