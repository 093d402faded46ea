import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { lazyPage } from '../../lib/lazyPage';

// Its code loads when it is first opened.
const SearchDialog = lazyPage(() => import('./SearchDialog'), 'SearchDialog');

/** The app bar's search: a button, and Ctrl+K (⌘K) from anywhere, for a signed-in user. */
export function SearchButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { permissions = [] } = usePermissions<string[]>();
  const signedIn = permissions.length > 0;
  useEffect(() => {
    if (!signedIn) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn]);
  if (!signedIn) return null;
  return (
    <>
      <Tooltip title={translate('app.search.button')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.search.button')}
          aria-keyshortcuts="Control+K"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
