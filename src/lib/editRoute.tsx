import EditIcon from '@mui/icons-material/Edit';
import { useContext, type ComponentType, type ReactNode } from 'react';
import {
  Button,
  useBasename,
  useNotify,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';
import { Link, Route, UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * The seed's screens edit a record at `{resource}/edit/{id}`, not react-admin's `{resource}/{id}`.
 * A resource declares `children: editRoutes(XEdit)` instead of `edit`, and its list, buttons and
 * create form use the helpers below.
 */
export const editPath = (resource: string, id: Identifier) =>
  `/${resource}/edit/${encodeURIComponent(String(id))}`;

/**
 * Where the current resource's rows are edited, under the app's base: at `edit/{id}`, or at
 * react-admin's `{id}` when it has an edit page of its own (a tool, a system wallet).
 */
function useEditPathOf(): (resource: string, id: Identifier) => string {
  const basename = useBasename();
  const { hasEdit } = useResourceDefinition();
  return (resource, id) =>
    basename +
    (hasEdit ? `/${resource}/${encodeURIComponent(String(id))}` : editPath(resource, id));
}

/**
 * `<Create mutationOptions={{ onSuccess: useOpenCreated() }}>`: after saving, says so and opens
 * the new record's edit page at once. react-admin's `redirect` navigates in a transition, which
 * leaves the create form on screen and taking keystrokes until the edit page has drawn (a while
 * on a slow computer): what was typed there meanwhile vanished when the edit form replaced it.
 */
export function useOpenCreated(): (record: RaRecord) => void {
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const pathOf = useEditPathOf();
  // The app's router itself: a navigate from within react-admin's routes drops `flushSync`.
  const { router } = useContext(UNSAFE_DataRouterContext)!;
  return (record) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    void router.navigate(pathOf(resource, record.id), {
      flushSync: true,
      state: { _scrollToTop: true },
    });
  };
}

/** `<Datagrid rowClick={useRowClickToEdit()}>` (react-admin navigates to what it answers). */
export function useRowClickToEdit(): RowClickFunction {
  const pathOf = useEditPathOf();
  return (id, resource) => pathOf(resource, id);
}

/**
 * The edit button of a row. The table shows it only to who may edit, asked once for all its rows
 * (access here does not depend on the record: 25 checks, each a query, slowed the first rows).
 */
export function EditPathButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const pathOf = useEditPathOf();
  if (!record || !resource) return null;
  return (
    <Button
      component={Link}
      to={pathOf(resource, record.id)}
      label="ra.action.edit"
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
}

/** The `children` of a `<Resource>`: its `edit/:id` page and any further pages (e.g. `temp`). */
export function editRoutes(Edit: ComponentType, more: Record<string, ReactNode> = {}): ReactNode[] {
  return [
    <Route key="edit" path="edit/:id" element={<Edit />} />,
    ...Object.entries(more).map(([path, element]) => (
      <Route key={path} path={path} element={element} />
    )),
  ];
}
