import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ColumnsButton,
  CreateButton,
  FilterButton,
  TopToolbar,
  useFilterContext,
} from 'react-admin';
import { ExportListButton } from './ExportListButton';

/**
 * A list's toolbar: its filters (with react-admin's saved queries), the column chooser of a
 * `DataTable` on a wide screen, create when allowed, its own buttons, and the export.
 */
export function ListActions({
  create = false,
  columns = false,
  exportPath,
  children,
}: {
  create?: boolean;
  /** The list is a `DataTable`: offer react-admin's column chooser (a phone has its own list). */
  columns?: boolean;
  /** The API path to export from, when it is not the resource's (a list answered whole). */
  exportPath?: string;
  children?: ReactNode;
}) {
  const filters = useFilterContext();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <TopToolbar>
      {filters?.length ? <FilterButton /> : null}
      {columns && wide && <ColumnsButton />}
      {create && <CreateButton />}
      {children}
      <ExportListButton path={exportPath} />
    </TopToolbar>
  );
}
