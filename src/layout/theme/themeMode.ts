import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];
const STORAGE_KEY = 'beli.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

export function readThemeMode(): ThemeMode {
  const stored = localStorage.getItem(STORAGE_KEY);
  return THEME_MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : 'system';
}

export function writeThemeMode(mode: ThemeMode): void {
  localStorage.setItem(STORAGE_KEY, mode);
  listeners.forEach((listener) => listener());
}

function subscribeMode(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeSystem(listener: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The chosen mode (stored locally, default system) and what it means now: follows the OS live. */
export function useThemeMode(): {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
} {
  const mode = useSyncExternalStore(subscribeMode, readThemeMode);
  const dark = useSyncExternalStore(subscribeSystem, systemPrefersDark);
  const resolved = mode === 'system' ? (dark ? 'dark' : 'light') : mode;
  return { mode, resolved, setMode: writeThemeMode };
}

export const nextThemeMode = (mode: ThemeMode): ThemeMode =>
  THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length]!;
