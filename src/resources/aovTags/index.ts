// /app/admin/aov/tags
import { tags } from '../../../common/resources/tags';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';
import { TagDeleteButton } from './tagDelete';

export default catalogueEntry(tags, {
  list: lazyPage(() => import('./TagList'), 'TagList'),
  inputs: lazyPage(() => import('./TagInputs'), 'TagInputs'),
  deleteButton: TagDeleteButton,
});
