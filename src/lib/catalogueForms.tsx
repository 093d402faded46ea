import type { ComponentType, ReactNode } from 'react';
import type { RecordAction } from './definitions/RecordActionButtons';
import { lazyPage } from './lazyPage';

type Inputs = ComponentType<{ creating?: boolean }>;

// Forms are never the first screen: their code (and react-admin's) loads when one is opened.
const CatalogueCreatePage = lazyPage(() => import('./catalogueFormPages'), 'CatalogueCreatePage');
const CatalogueEditPage = lazyPage(() => import('./catalogueFormPages'), 'CatalogueEditPage');

/**
 * The create and edit pages of a resource whose form is one `Inputs` component: create opens
 * the new record at `edit/{id}` at once (`useOpenCreated`); edit waits for the server so its
 * field messages show (and what changed when someone else saved the record meanwhile), and
 * `deleteButton` replaces the plain delete (one that warns what else the delete touches), and
 * `actions` are buttons beside the save.
 */
export function catalogueForms(
  Inputs: Inputs,
  {
    deleteButton,
    auditResource,
    actions,
  }: {
    deleteButton?: ReactNode;
    /** The audit log's name for the records (`tags`): the edit page shows their timeline. */
    auditResource?: string;
    actions?: Record<string, RecordAction>;
  } = {},
) {
  function CreatePage() {
    return <CatalogueCreatePage Inputs={Inputs} />;
  }
  function EditPage() {
    return (
      <CatalogueEditPage
        Inputs={Inputs}
        deleteButton={deleteButton}
        auditResource={auditResource}
        actions={actions}
      />
    );
  }
  return { CreatePage, EditPage };
}
