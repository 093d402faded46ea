import { createElement, type ComponentType, type ReactNode } from 'react';
import { methodsOf, type ResourceDefinition } from '../../common/resources/define';
import { catalogueForms } from '../lib/catalogueForms';
import type { RecordAction } from '../lib/definitions/RecordActionButtons';
import { listQueryOf } from '../lib/definitions/listQuery';
import { editRoutes } from '../lib/editRoute';
import { lazyPage } from '../lib/lazyPage';
import type { ResourceEntry } from './resourceEntry';

const DefinitionList = lazyPage(
  () => import('../lib/definitions/DefinitionList'),
  'DefinitionList',
);
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
  /** A create page of its own, instead of the one-form page. */
  create?: ComponentType;
  /** An edit page of its own, at react-admin's `{id}` (not `edit/{id}`). */
  edit?: ComponentType;
  /** A page showing one record, at `{id}/show` (a resource nobody edits here). */
  show?: ComponentType;
  /**
   * The buttons of its server part's actions, by name: on the edit page's toolbar and on each
   * row of its generated list.
   */
  actions?: Record<string, RecordAction>;
  /** Its icon, on its card on /app/admin (a list's icon where it has none). */
  icon?: ComponentType;
}

/**
 * The resource a definition says: its list at /app/{name}, one-form `create` and `edit/{id}`
 * pages where the API creates and edits (the edit page with the record's timeline, a delete
 * where the API has one, and its actions), read and written by who it says, a row going by its
 * `represent` field.
 */
export function definitionEntry(definition: ResourceDefinition, own: OwnPages = {}): ResourceEntry {
  const methods = methodsOf(definition);
  const deleteButton = own.deleteButton ? createElement(own.deleteButton) : undefined;
  const inputs =
    own.inputs ??
    ((props: { creating?: boolean }) => createElement(DefinitionInputs, { definition, ...props }));
  const { actions } = own;
  const { CreatePage, EditPage } = catalogueForms(inputs, {
    deleteButton: methods.includes('delete') ? deleteButton : null,
    auditResource: definition.apiPath,
    actions,
  });
  const { read, write, pages = read } = definition.access;
  const ownPermissions = Object.entries(actions ?? {}).flatMap(([name, action]) =>
    action.permission ? [[name, [action.permission]]] : [],
  );
  return {
    name: definition.name,
    apiPath: definition.apiPath,
    access: { read: [pages], write: [write], actions: Object.fromEntries(ownPermissions) },
    keyTexts: (row) => [String(row[definition.represent] ?? '')],
    list: own.list ?? (() => createElement(DefinitionList, { definition, actions })),
    listQuery: listQueryOf(definition),
    ...(methods.includes('create') && { create: own.create ?? CreatePage }),
    ...(own.edit && { edit: own.edit }),
    ...(!own.edit && methods.includes('update') && { children: editRoutes(EditPage, own.more) }),
    ...(own.show && { show: own.show }),
    recordRepresentation: definition.represent,
    ...(own.icon && { icon: own.icon }),
  };
}
