import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useFilterContext } from 'react-admin';
import { ExportListButton } from './ExportListButton';

/** A list's toolbar: its filters, create when allowed, its own buttons, and the export. */
export function ListActions({
  create = false,
  exportPath,
  children,
}: {
  create?: boolean;
  /** The API path to export from, when it is not the resource's (a list answered whole). */
  exportPath?: string;
  children?: ReactNode;
}) {
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters?.length ? <FilterButton /> : null}
      {create && <CreateButton />}
      {children}
      <ExportListButton path={exportPath} />
    </TopToolbar>
  );
}
