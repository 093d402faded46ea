import { createElement, type ComponentType } from 'react';
import type { StagingKind } from '../../common/aov';
import { PERMISSIONS, type PermissionName } from '../../common/permissions';
import { CATALOGUE_LIST_QUERY, catalogueResource } from '../providers/early/catalogueLists';
import { catalogueForms } from '../lib/catalogueForms';
import { editRoutes } from '../lib/editRoute';
import { StagingPage } from '../pages/aovTemp';
import type { ResourceEntry } from './resourceEntry';

/** The Aov catalogues: the three with a staging area, and the items, which have none. */
type CatalogueKind = StagingKind | 'items';

const isStaged = (kind: CatalogueKind): kind is StagingKind => kind !== 'items';

/**
 * An Aov catalogue, at /app/admin/aov/{kind} (API /api/{kind}): its list, one-form `create` and
 * `edit/{id}` pages (with `deleteButton` for the plain delete, and the record's timeline), and,
 * for a staged kind, its `temp` staging screen; every member reads it, `write` writes it, a row
 * goes by its name, and its list opens as every catalogue list does (CATALOGUE_LIST_QUERY).
 */
export function catalogueEntry(
  kind: CatalogueKind,
  catalogue: {
    write: PermissionName;
    list: ComponentType;
    inputs: ComponentType<{ creating?: boolean }>;
    deleteButton?: ComponentType;
  },
): ResourceEntry {
  const { deleteButton } = catalogue;
  const { CreatePage, EditPage } = catalogueForms(catalogue.inputs, {
    ...(deleteButton && { deleteButton: createElement(deleteButton) }),
    auditResource: kind,
  });
  return {
    name: catalogueResource(kind),
    apiPath: kind,
    access: { read: [PERMISSIONS.me], write: [catalogue.write] },
    keyTexts: (row) => [row.name],
    list: catalogue.list,
    listQuery: CATALOGUE_LIST_QUERY,
    create: CreatePage,
    children: editRoutes(
      EditPage,
      isStaged(kind) ? { temp: createElement(StagingPage, { kind }) } : {},
    ),
    recordRepresentation: 'name',
  };
}
