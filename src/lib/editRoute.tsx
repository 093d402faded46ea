import EditIcon from '@mui/icons-material/Edit';
import type { ComponentType, ReactNode } from 'react';
import {
  Button,
  useBasename,
  useRecordContext,
  useResourceContext,
  type Identifier,
  type RedirectionSideEffect,
  type RowClickFunction,
} from 'react-admin';
import { Link, Route } from 'react-router-dom';

/**
 * The seed's screens edit a record at `{resource}/edit/{id}`, not react-admin's `{resource}/{id}`.
 * A resource declares `children: editRoutes(XEdit)` instead of `edit`, and its list, buttons and
 * create form use the helpers below.
 */
export const editPath = (resource: string, id: Identifier) =>
  `/${resource}/edit/${encodeURIComponent(String(id))}`;

/** `<Create redirect={redirectToEdit}>`: after saving, open the new record's edit page. */
export const redirectToEdit: RedirectionSideEffect = (resource, id) =>
  id == null ? `/${resource}` : editPath(resource ?? '', id);

/** `<Datagrid rowClick={useRowClickToEdit()}>` (react-admin navigates to what it answers). */
export function useRowClickToEdit(): RowClickFunction {
  const basename = useBasename();
  return (id, resource) => `${basename}${editPath(resource, id)}`;
}

/**
 * The edit button of a row. The table shows it only to who may edit, asked once for all its rows
 * (access here does not depend on the record: 25 checks, each a query, slowed the first rows).
 */
export function EditPathButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const basename = useBasename();
  if (!record || !resource) return null;
  return (
    <Button
      component={Link}
      to={`${basename}${editPath(resource, record.id)}`}
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
