import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { i18nProvider } from '../../providers/i18nProvider';
import type { ResolvedTheme } from '../theme/themeMode';

/** SPEC 4 and 9: top-right, closing after 5 s with a progress bar, at most 3 visible. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 3;

// Outside <Admin>'s i18n context: the provider translates directly.
const VietnameseClose = ({ closeToast }: CloseButtonProps) => (
  <IconButton
    size="small"
    color="inherit"
    sx={{ alignSelf: 'flex-start' }}
    aria-label={i18nProvider.translate('app.toasts.close')}
    onClick={closeToast}
  >
    <CloseIcon fontSize="small" />
  </IconButton>
);

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
      aria-label={i18nProvider.translate('app.toasts.region')}
      closeButton={VietnameseClose}
      // Below the app bar, whose buttons it would otherwise cover.
      style={{ top: 'calc(64px + env(safe-area-inset-top))' }}
    />
  );
}
