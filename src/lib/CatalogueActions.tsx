import type { ReactNode } from 'react';
import { useCanAccess, useResourceContext, useResourceDefinition } from 'react-admin';
import { ListActions } from './ListActions';

/**
 * A catalogue list's toolbar: filters, create (where it has a create page), its own buttons, export (CSV or Excel), drawn
 * after the rows, and the column chooser.
 */
export function CatalogueActions({ children }: { children?: ReactNode }) {
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const { canAccess: canWrite } = useCanAccess({ resource, action: 'create' });
  return (
    <ListActions create={hasCreate && canWrite} columns>
      {children}
    </ListActions>
  );
}
