import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ResourceDefinition } from '../../common/resources/define';
import { catalogueForms } from '../lib/catalogueForms';
import { definitionList } from '../lib/definitions/DefinitionList';
import { listQueryOf } from '../lib/definitions/listQuery';
import { editRoutes } from '../lib/editRoute';
import { lazyPage } from '../lib/lazyPage';
import type { ResourceEntry } from './resourceEntry';

const DefinitionInputs = lazyPage(
  () => import('../lib/definitions/DefinitionInputs'),
  'DefinitionInputs',
);

/** The pages a resource draws itself instead of those its definition makes. */
export interface OwnPages {
  list?: ComponentType;
  inputs?: ComponentType<{ creating?: boolean }>;
  /** Replaces the edit page's plain delete (one that says what else the delete touches). */
  deleteButton?: ComponentType;
  /** More pages under its URL, by path (a staging screen at `temp`). */
  more?: Record<string, ReactNode>;
}

/**
 * The resource a definition says: its list at /app/{name}, one-form `create` and `edit/{id}`
 * pages (the edit page with the record's timeline), read and written by who it says, a row
 * going by its `represent` field.
 */
export function definitionEntry(definition: ResourceDefinition, own: OwnPages = {}): ResourceEntry {
  const { deleteButton } = own;
  const inputs =
    own.inputs ??
    ((props: { creating?: boolean }) => createElement(DefinitionInputs, { definition, ...props }));
  const { CreatePage, EditPage } = catalogueForms(inputs, {
    ...(deleteButton && { deleteButton: createElement(deleteButton) }),
    auditResource: definition.apiPath,
  });
  return {
    name: definition.name,
    apiPath: definition.apiPath,
    access: { read: [definition.access.read], write: [definition.access.write] },
    keyTexts: (row) => [String(row[definition.represent] ?? '')],
    list: own.list ?? definitionList(definition),
    listQuery: listQueryOf(definition),
    create: CreatePage,
    children: editRoutes(EditPage, own.more),
    recordRepresentation: definition.represent,
  };
}
