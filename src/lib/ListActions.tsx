import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, TopToolbar, useFilterContext } from 'react-admin';
import { AfterRows, AfterRowsParts } from './afterRows';

/**
 * A list's toolbar: its filters (with react-admin's saved queries), the column chooser of a
 * `DataTable` on a wide screen, create when allowed, its own buttons, and the export. All but
 * the column chooser are drawn after the rows.
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
      </AfterRows>
      {/*
       * With the table, not after it: the table looks for the chooser's box for half a second
       * after it mounts, then leaves the chooser empty for good. Last, at the right end of the
       * toolbar: the buttons drawn after it come in on its left, and it stays where it is.
       */}
      {columns && wide && <ColumnsButton />}
    </TopToolbar>
  );
}
