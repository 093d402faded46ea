import type { RaThemeOptions } from 'react-admin';

/** Below MUI's `md` breakpoint (900 px): a phone, or a narrow window. */
const NARROW = '@media (max-width: 899.95px)';

/**
 * An edit or show page's aside (a record's timeline) goes under its form on a narrow screen: side by side,
 * a 390 px phone scrolled sideways.
 */
export const phoneLayout: RaThemeOptions = {
  components: {
    RaEdit: {
      styleOverrides: { root: { [NARROW]: { '& .RaEdit-main': { flexDirection: 'column' } } } },
    },
    RaShow: {
      styleOverrides: { root: { [NARROW]: { '& .RaShow-main': { flexDirection: 'column' } } } },
    },
  },
} as RaThemeOptions;
