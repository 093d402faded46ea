import { AppBar, LoadingIndicator } from 'react-admin';
import { Breadcrumb } from './Breadcrumb';
import { ShellUserMenu } from './ShellUserMenu';
import { ThemeModeButton } from './theme/ThemeModeButton';

export function ShellAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <ThemeModeButton />
          <LoadingIndicator />
        </>
      }
      userMenu={<ShellUserMenu />}
    >
      <Breadcrumb />
    </AppBar>
  );
}
