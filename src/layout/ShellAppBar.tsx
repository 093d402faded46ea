import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Breadcrumb } from './Breadcrumb';
import { SearchButton } from './search/SearchButton';
import { ShellUserMenu } from './ShellUserMenu';
import { ThemeModeButton } from './theme/ThemeModeButton';

export function ShellAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <AfterFirstPaint>
          <SearchButton />
          <ThemeModeButton />
          {/* Its spinner is a progress bar: named, or a screen reader reads nothing (axe). */}
          <LoadingIndicator aria-label={translate('app.shell.loadingData')} />
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
