import { viVN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepMerge } from '../../lib/deepMerge';
import { accessibleDark, accessibleLight } from './accessibleTheme';
import { phoneLayout } from './phoneLayout';
import type { ResolvedTheme } from './themeMode';

/** react-admin's theme, made accessible and fit for a phone, with MUI's own texts (pagination, alerts) in Vietnamese. */
const themeOf = (base: RaThemeOptions, accessible: RaThemeOptions) =>
  deepMerge(
    base as Record<string, unknown>,
    accessible as Record<string, unknown>,
    phoneLayout as Record<string, unknown>,
    viVN as unknown as Record<string, unknown>,
  ) as RaThemeOptions;

const OPTIONS: Record<ResolvedTheme, RaThemeOptions> = {
  light: themeOf(defaultLightTheme, accessibleLight),
  dark: themeOf(defaultDarkTheme, accessibleDark),
};

/**
 * react-admin's default themes, made WCAG AA where they fall short; the shell and the pages
 * outside <Admin> use the same ones.
 */
export const themeOptions = (resolved: ResolvedTheme): RaThemeOptions => OPTIONS[resolved];

const built = new Map<ResolvedTheme, Theme>();
export function muiTheme(resolved: ResolvedTheme): Theme {
  if (!built.has(resolved)) built.set(resolved, createTheme(themeOptions(resolved)));
  return built.get(resolved)!;
}
