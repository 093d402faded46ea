import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { TopToolbar, useFilterContext } from 'react-admin';
import { AfterRows, AfterRowsParts } from './afterRows';

/**
 * A list's toolbar: its filters (with react-admin's saved queries), the column chooser of a
 * `DataTable` on a wide screen, create when allowed, its own buttons, and the export, all drawn
 * after the rows (the table's chooser waits for its button: src/lib/ColumnsSelectorOnDemand.tsx).
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
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  return (
    <TopToolbar>
      {filters?.length ? (
        <AfterRows>
          <AfterRowsParts.FilterMenuButton />
        </AfterRows>
      ) : null}
      <AfterRows>
        {create && <AfterRowsParts.CreateButton />}
        {children}
        <AfterRowsParts.ExportListButton path={exportPath} />
        {columns && wide && <AfterRowsParts.ColumnsButton />}
      </AfterRows>
    </TopToolbar>
  );
}
