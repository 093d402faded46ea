import { ToastContainer } from 'react-toastify';
import type { ResolvedTheme } from '../theme/themeMode';

/** SPEC 4 and 9: top-right, closing after 5 s with a progress bar, at most 3 visible. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 3;

export function ToastHost({ theme }: { theme: ResolvedTheme }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      hideProgressBar={false}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss={false}
      theme={theme}
      // Below the app bar, whose buttons it would otherwise cover.
      style={{ top: 'calc(64px + env(safe-area-inset-top))' }}
    />
  );
}
