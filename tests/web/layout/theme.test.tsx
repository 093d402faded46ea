import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeButton } from '../../../src/layout/theme/ThemeModeButton';
import { useThemeMode } from '../../../src/layout/theme/themeMode';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { fakeColorScheme } from '../support/matchMedia';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  // The button also announces the change; that toast is tested with the notifications.
  useNotify: () => () => undefined,
}));

function Probe() {
  const { mode, resolved } = useThemeMode();
  return <output data-testid="theme">{`${mode}/${resolved}`}</output>;
}

function renderThemed() {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <ThemeModeButton />
      <Probe />
    </I18nContextProvider>,
  );
}

const shown = () => screen.getByTestId('theme').textContent;

let os: ReturnType<typeof fakeColorScheme>;
beforeEach(() => {
  os = fakeColorScheme(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('theme mode', () => {
  it('defaults to system and follows the OS as it changes', () => {
    renderThemed();
    expect(shown()).toBe('system/light');
    act(() => os.setDark(true));
    expect(shown()).toBe('system/dark');
    act(() => os.setDark(false));
    expect(shown()).toBe('system/light');
  });

  it('cycles system → light → dark, stores the choice and keeps it across a reload', () => {
    const { unmount } = renderThemed();
    const button = () => screen.getByRole('button');
    expect(button()).toHaveAccessibleName('Giao diện: Theo hệ thống. Bấm để đổi');
    fireEvent.click(button());
    expect(shown()).toBe('light/light');
    fireEvent.click(button());
    expect(shown()).toBe('dark/dark');
    expect(button()).toHaveAccessibleName('Giao diện: Tối. Bấm để đổi');
    expect(localStorage.getItem('beli.theme')).toBe('dark');

    // A chosen mode ignores the OS.
    act(() => os.setDark(false));
    expect(shown()).toBe('dark/dark');

    unmount();
    renderThemed();
    expect(shown()).toBe('dark/dark');
    fireEvent.click(button());
    expect(shown()).toBe('system/light');
  });

  it('falls back to system for a stored value it does not know', () => {
    localStorage.setItem('beli.theme', 'purple');
    renderThemed();
    expect(shown()).toBe('system/light');
  });
});
