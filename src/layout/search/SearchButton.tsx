import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useOpenSearch } from './openSearch';

/** The app bar's search button, for a signed-in user (Ctrl+K: `SearchShortcut`). */
export function SearchButton() {
  const translate = useTranslate();
  const openSearch = useOpenSearch();
  const { permissions = [] } = usePermissions<string[]>();
  if (permissions.length === 0) return null;
  return (
    <Tooltip title={translate('app.search.button')}>
      <IconButton
        color="inherit"
        aria-label={translate('app.search.button')}
        aria-keyshortcuts="Control+K"
        onClick={openSearch}
      >
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
