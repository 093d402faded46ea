import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, TopToolbar, useFilterContext } from 'react-admin';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';
import { ExportListButton } from './ExportListButton';
import { FilterMenuButton } from './listFilters';

/**
 * A list's toolbar: its filters (with react-admin's saved queries), the column chooser of a
 * `DataTable` on a wide screen, create when allowed, its own buttons, and the export.
 */
export function ListActions({
  create = false,
  columns = false,
  exportPath,
  later = false,
  children,
}: {
  create?: boolean;
  /** The list is a `DataTable`: offer react-admin's column chooser (a phone has its own list). */
  columns?: boolean;
  /** The API path to export from, when it is not the resource's (a list answered whole). */
  exportPath?: string;
  /** Draws the buttons in the second pass, after the rows; never the column chooser (below). */
  later?: boolean;
  children?: ReactNode;
}) {
  const filters = useFilterContext();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const inTurn = (buttons: ReactNode) =>
    later ? <AfterFirstPaint>{buttons}</AfterFirstPaint> : buttons;
  return (
    <TopToolbar>
      {inTurn(filters?.length ? <FilterMenuButton /> : null)}
      {/*
       * With the table, not after it: the table looks for the chooser's box for half a second
       * after it mounts, then leaves the chooser empty for good.
       */}
      {columns && wide && <ColumnsButton />}
      {inTurn(
        <>
          {create && <CreateButton />}
          {children}
          <ExportListButton path={exportPath} />
        </>,
      )}
    </TopToolbar>
  );
}
