import { createElement } from 'react';
import { PERMISSIONS } from '../../../common/permissions';
import { editRoutes } from '../../lib/editRoute';
import { StagingPage } from '../../pages/aov/StagingPage';
import type { ResourceEntry } from '../registry';
import { TagCreate, TagEdit } from './TagForms';
import { TagList } from './TagList';

const tags: ResourceEntry = {
  name: 'admin/aov/tags',
  apiPath: 'tags',
  access: { read: [PERMISSIONS.me], write: [PERMISSIONS.aovTagCreate] },
  list: TagList,
  create: TagCreate,
  children: editRoutes(TagEdit, { temp: createElement(StagingPage, { kind: 'tags' }) }),
  recordRepresentation: 'name',
};

export default tags;
