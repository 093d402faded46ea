// /app/admin/aov/tags
import { PERMISSIONS } from '../../../common/permissions';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { TagDeleteButton } from './tagDelete';
import { TagList } from './TagList';

export default catalogueEntry('tags', {
  write: PERMISSIONS.aovTagCreate,
  list: TagList,
  inputs: lazyPage(() => import('./TagInputs'), 'TagInputs'),
  deleteButton: TagDeleteButton,
});
