import { AppBar, LoadingIndicator } from 'react-admin';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Breadcrumb } from './Breadcrumb';
import { SearchButton } from './search/SearchButton';
import { ShellUserMenu } from './ShellUserMenu';
import { ThemeModeButton } from './theme/ThemeModeButton';

export function ShellAppBar() {
  return (
    <AppBar
      toolbar={
        <AfterFirstPaint>
          <SearchButton />
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
      {/* Where the page is, in the second pass: the page's own title comes with its content. */}
      <AfterFirstPaint>
        <Breadcrumb />
      </AfterFirstPaint>
    </AppBar>
  );
}
