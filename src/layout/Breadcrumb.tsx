import { Breadcrumbs, Link, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export interface Crumb {
  segment: string;
  to: string;
}

/** `/app/admin/user/12` → app, admin, user, 12, each with the path up to it. */
export function crumbsOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, i) => ({
    segment: decodeURIComponent(segment),
    to: `/${segments.slice(0, i + 1).join('/')}`,
  }));
}

/** The path under /app as links: known segments in Vietnamese, ids as they are. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const crumbs = crumbsOf(pathname);
  return (
    <Breadcrumbs
      aria-label={translate('app.shell.breadcrumb')}
      maxItems={narrow ? 3 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={narrow ? 1 : 2}
      sx={{
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        color: 'inherit',
        // On a phone the last crumb shrinks to an ellipsis rather than run under the buttons.
        '& ol': { flexWrap: 'nowrap' },
        '& li': { minWidth: 0 },
      }}
    >
      {crumbs.map(({ segment, to }, i) => (
        <Link
          key={to}
          component={RouterLink}
          to={to}
          color="inherit"
          underline="hover"
          aria-current={i === crumbs.length - 1 ? 'page' : undefined}
          sx={{
            display: 'block',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: { xs: 120, sm: 240 },
            fontWeight: i === crumbs.length - 1 ? 600 : undefined,
          }}
        >
          {translate(`app.breadcrumb.${segment}`, { _: segment })}
        </Link>
      ))}
    </Breadcrumbs>
  );
}
