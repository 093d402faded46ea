import { LoadingIndicator } from 'react-admin';
import { SearchButton } from '../search/SearchButton';
import { ShellUserMenu } from '../ShellUserMenu';
import { ThemeModeButton } from '../theme/ThemeModeButton';

export { Breadcrumb } from '../Breadcrumb';

/** The app bar's buttons on the right: search, theme, the loading spinner, the user's menu. */
export function AppBarButtons() {
  return (
    <>
      <SearchButton />
      <ThemeModeButton />
      <LoadingIndicator />
      <ShellUserMenu />
    </>
  );
}
