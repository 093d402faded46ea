import type { ReactNode } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { ListActions } from './ListActions';

/**
 * A catalogue list's toolbar: filters, create, its own buttons, export (CSV or Excel), drawn
 * after the rows, and the column chooser.
 */
export function CatalogueActions({ children }: { children?: ReactNode }) {
  const resource = useResourceContext();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'create' });
  return (
    <ListActions create={canWrite} columns>
      {children}
    </ListActions>
  );
}
