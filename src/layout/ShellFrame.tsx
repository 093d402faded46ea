import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Sidebar, SkipNavigationButton } from 'react-admin';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

// react-admin's class names (its LayoutClasses would bring its whole layout module along).
const LayoutClasses = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

/**
 * react-admin's `<Layout>` frame (skip link, app bar, sidebar with the menu, main content) without
 * what the portal does not use and would load with every first page: the preferences inspector,
 * and react-admin's error page (whose title editor brings MUI's text inputs). The page's errors
 * and loading are the shell's own (`AppLayout`).
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <ShellAppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <ShellMenu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            {children}
          </div>
        </main>
      </div>
    </Frame>
  );
}

// react-admin's layout styles (theme overrides of `RaLayout` still apply), except that the page
// may not grow to its widest table: the whole page would then scroll sideways.
const Frame = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
