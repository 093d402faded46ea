import { AppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { Suspense } from 'react';
import { HideOnScroll, SidebarToggleButton } from 'react-admin';
import { lazyPage } from '../lib/lazyPage';
import { AfterFirstPaint } from './AfterFirstPaint';
import { SearchShortcut } from './search/SearchShortcut';

const extras = () => import('./appBar/AppBarExtras');
const Breadcrumb = lazyPage(extras, 'Breadcrumb');
const AppBarButtons = lazyPage(extras, 'AppBarButtons');

/**
 * react-admin's app bar (menu toggle, then where the page is, then the buttons), hidden on scroll
 * down as react-admin's is. Where the page is and the buttons come in the second pass, with code
 * of their own: the page's content does not wait for the user menu's or the search's code. Ctrl+K
 * is heard from the first pass on.
 */
export function ShellAppBar() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SearchShortcut>
      <HideOnScroll>
        <AppBar color="secondary" className="RaAppBar-appBar">
          <Toolbar
            disableGutters
            variant={small ? 'regular' : 'dense'}
            sx={{ px: 1, minHeight: 48, '& .RaAppBar-menuButton': { mr: '0.2em' } }}
          >
            <SidebarToggleButton className="RaAppBar-menuButton" />
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <Breadcrumb />
                <AppBarButtons />
              </Suspense>
            </AfterFirstPaint>
          </Toolbar>
        </AppBar>
      </HideOnScroll>
    </SearchShortcut>
  );
}
