import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ResolvedTheme } from './themeMode';

/** react-admin's default themes; the shell and the pages outside <Admin> use the same ones. */
export const themeOptions = (resolved: ResolvedTheme): RaThemeOptions =>
  resolved === 'dark' ? defaultDarkTheme : defaultLightTheme;

const built = new Map<ResolvedTheme, Theme>();
export function muiTheme(resolved: ResolvedTheme): Theme {
  if (!built.has(resolved)) built.set(resolved, createTheme(themeOptions(resolved)));
  return built.get(resolved)!;
}
