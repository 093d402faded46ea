// /app/admin/aov/tags
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { tags } from '../../../common/resources/tags';
import { lazyPage } from '../../lib/lazyPage';
import { catalogueEntry } from '../catalogueEntry';

export default catalogueEntry(tags, {
  icon: LocalOfferIcon,
  list: lazyPage(() => import('./tagScreens'), 'TagList'),
  inputs: lazyPage(() => import('./tagForm'), 'TagInputs'),
  deleteButton: lazyPage(() => import('./tagDelete'), 'TagDeleteButton'),
});
