/** /app/admin/aov/{tags,heroes,skins}/temp: the crawl staging area. */
import { lazyPage } from '../../lib/lazyPage';
export const StagingPage = lazyPage(() => import('./StagingPage'), 'StagingPage');
