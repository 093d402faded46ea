// /app/admin/aov/tags
import { PERMISSIONS } from '../../../common/permissions';
import { catalogueEntry } from '../catalogueEntry';
import { TagDeleteButton } from './tagDelete';
import { TagInputs } from './TagInputs';
import { TagList } from './TagList';

export default catalogueEntry('tags', {
  write: PERMISSIONS.aovTagCreate,
  list: TagList,
  inputs: TagInputs,
  deleteButton: TagDeleteButton,
});
