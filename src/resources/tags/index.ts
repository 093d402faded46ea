// /app/admin/aov/tags
import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueForms } from '../../lib/catalogueForms';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov';
import type { ResourceEntry } from '../resourceEntry';
import { TagDeleteButton } from './tagDelete';
import { TagInputs } from './TagInputs';
import { TagList } from './TagList';
import { CATALOGUE_LIST_QUERY } from '../../lib/CatalogueList';

const { CreatePage, EditPage } = catalogueForms(TagInputs, {
  deleteButton: createElement(TagDeleteButton),
});

const tags: ResourceEntry = {
  name: 'admin/aov/tags',
  apiPath: 'tags',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovTagCreate] },
  keyTexts: (tag) => [tag.name],
  list: TagList,
  listQuery: CATALOGUE_LIST_QUERY,
  create: CreatePage,
  children: editRoutes(EditPage, { temp: createElement(StagingPage, { kind: 'tags' }) }),
  recordRepresentation: 'name',
};

export default tags;
