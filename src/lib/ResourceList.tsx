import { ListBase, type ListBaseProps, type RaRecord } from 'react-admin';
import { useEarlyListPage } from './earlyListAnswer';
import { ListFrame, type ListFrameProps } from './ListFrame';

export type ResourceListProps<RecordType extends RaRecord = RaRecord> = Omit<
  ListBaseProps<RecordType>,
  'children' | 'render' | 'empty' | 'disableAuthentication'
> &
  ListFrameProps;

/**
 * A list page: react-admin's ListBase (its controller and contexts) in our ListFrame, which draws
 * the rows first and what comes with them (filters, buttons, pagination), code and all, after.
 * Its rows are asked for at once: ListBase alone asks canAccess (the /api/permissions/me round
 * trip) first and the rows after; here the layout's RouteAccessGuard has already decided, before
 * the list mounted, that this visitor may open it, and the server answers rows only to whoever
 * may read them. On a first load, the page asked for as the code loaded
 * (`providers/earlyListPage.ts`) is in the cache before the list looks.
 */
export function ResourceList<RecordType extends RaRecord = RaRecord>({
  title,
  filters,
  actions,
  pagination,
  empty,
  className,
  sx,
  children,
  ...controller
}: ResourceListProps<RecordType>) {
  useEarlyListPage();
  return (
    <ListBase<RecordType> {...controller} disableAuthentication>
      <ListFrame
        title={title}
        filters={filters}
        actions={actions}
        pagination={pagination}
        empty={empty}
        className={className}
        sx={sx}
      >
        {children}
      </ListFrame>
    </ListBase>
  );
}
