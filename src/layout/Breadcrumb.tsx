import { Breadcrumbs, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useGetOne, useGetRecordRepresentation, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { crumbsOf, type Crumb, type CrumbLabel } from './routes/crumbs';
import { grantsRoute, routeOfPath } from './routes/routeAccess';

/** A record's readable name (its resource's `recordRepresentation`), or `#id` until or unless known. */
function RecordName({ resource = '', id }: { resource?: string; id: string }) {
  const { permissions = [] } = usePermissions<string[]>();
  // Asked only of a resource the visitor may read: the server would refuse the rest.
  const readable = resource !== '' && grantsRoute(routeOfPath(`/app/${resource}`), permissions);
  const { data } = useGetOne(resource, { id }, { enabled: readable, retry: false });
  const represent = useGetRecordRepresentation(resource);
  const name = data ? represent(data) : undefined;
  return <>{typeof name === 'string' && name !== '' ? name : `#${id}`}</>;
}

function CrumbText({ label }: { label: CrumbLabel }) {
  const translate = useTranslate();
  if ('key' in label) return <>{translate(label.key, { smart_count: label.smart_count })}</>;
  if ('id' in label) return <RecordName resource={label.resource} id={label.id} />;
  return <>{label.text}</>;
}

/** Wide: each crumb on one line, cut with an ellipsis past its width. Phone: whole, wrapping. */
const crumbSx = (current: boolean, narrow: boolean) => ({
  display: 'block',
  fontWeight: current ? 600 : undefined,
  ...(narrow
    ? { overflowWrap: 'anywhere' as const }
    : {
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        maxWidth: 240,
      }),
});

/**
 * On a phone only the page itself and, before it, the nearest step the visitor may open: the
 * way back, where the whole trail would be cut to a few letters a crumb.
 */
function phoneCrumbs(crumbs: Crumb[], permissions: readonly string[]): Crumb[] {
  const current = crumbs.at(-1);
  if (!current) return [];
  const back = crumbs
    .slice(0, -1)
    .findLast(({ to, opens }) => to !== undefined && grantsRoute(opens, permissions));
  return back ? [back, current] : [current];
}

/** The path under /app: each segment in Vietnamese, a link only where a page the visitor may open is. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { permissions = [] } = usePermissions<string[]>();
  const all = crumbsOf(pathname);
  const crumbs = narrow ? phoneCrumbs(all, permissions) : all;
  return (
    <Breadcrumbs
      aria-label={translate('app.shell.breadcrumb')}
      maxItems={8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      sx={{
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        color: 'inherit',
        ...(narrow && { typography: 'body2' }),
        '& ol': { flexWrap: narrow ? 'wrap' : 'nowrap' },
        '& li': { minWidth: 0 },
      }}
    >
      {crumbs.map(({ label, to, opens }, i) => {
        const current = i === crumbs.length - 1;
        const props = {
          color: 'inherit',
          variant: 'inherit' as const,
          'aria-current': current ? ('page' as const) : undefined,
          sx: crumbSx(current, narrow),
          children: <CrumbText label={label} />,
        };
        return to && grantsRoute(opens, permissions) ? (
          <Link key={i} component={RouterLink} to={to} underline="hover" {...props} />
        ) : (
          <Typography key={i} component="span" {...props} />
        );
      })}
    </Breadcrumbs>
  );
}
