import { AppBar, LoadingIndicator } from 'react-admin';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Breadcrumb } from './Breadcrumb';
import { ShellUserMenu } from './ShellUserMenu';
import { ThemeModeButton } from './theme/ThemeModeButton';

export function ShellAppBar() {
  return (
    <AppBar
      toolbar={
        <AfterFirstPaint>
          <ThemeModeButton />
          <LoadingIndicator />
        </AfterFirstPaint>
      }
      userMenu={
        <AfterFirstPaint>
          <ShellUserMenu />
        </AfterFirstPaint>
      }
    >
      <Breadcrumb />
    </AppBar>
  );
}
