import type { CheckboxOwnerState, CheckboxProps } from '@mui/material';
import { grey } from '@mui/material/colors';
import type { RaThemeOptions } from 'react-admin';
import { shellMessages } from '../../i18n/areas/shell';

type LabelledOwnerState = CheckboxOwnerState & Pick<CheckboxProps, 'aria-label' | 'inputProps'>;

/**
 * MUI puts a Checkbox's `aria-label` on its root span, which has no role, and leaves the input
 * unnamed (react-admin's row checkboxes pass it so): the label moves to the input.
 */
const checkboxLabelOnInput: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (ownerState: LabelledOwnerState) => ({
          ...ownerState.inputProps,
          'aria-label': ownerState['aria-label'] ?? ownerState.inputProps?.['aria-label'],
        }),
      },
    },
  },
};

/**
 * A progress bar with no name of its own is read as nothing (axe: aria-progressbar-name): react-admin
 * draws them unnamed, a ReferenceField's for every row while its record loads, and the app bar's.
 */
const loadingName = { defaultProps: { 'aria-label': shellMessages.app.shell.loadingData } };
const namedProgress: RaThemeOptions['components'] = {
  MuiLinearProgress: loadingName,
  MuiCircularProgress: loadingName,
};

const shared: RaThemeOptions['components'] = { ...checkboxLabelOnInput, ...namedProgress };

/**
 * What react-admin's light theme lacks for WCAG 2.1 AA contrast (axe-core in the e2e tests):
 * the app bar's blue (#2196f3) gives white text 3.1:1 and MUI's primary (#1976d2) 4.4:1 on the
 * page, #1565c0 5.7:1 and 5.5:1; warning (#ed6c02) and info (#0288d1) give 3.1:1 and 3.9:1 on
 * white (the payment page's cancel button and order chips); a form's grey[300] toolbar left the
 * delete button's red at 3.6:1. Darker colours, a lighter toolbar.
 */
export const accessibleLight: RaThemeOptions = {
  palette: {
    primary: { main: '#1565c0', dark: '#0d47a1' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  components: {
    ...shared,
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
  },
};

/** Dark: the delete buttons' red (#f44336) gives 3.5:1 on the page; #ef9a9a 6:1 (4.7:1 on a toolbar). */
export const accessibleDark: RaThemeOptions = {
  palette: { error: { main: '#ef9a9a' } },
  components: shared,
};
