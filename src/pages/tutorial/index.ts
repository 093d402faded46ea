/** /app/tutorial */
import { lazyPage } from '../../lib/lazyPage';
export const TutorialPage = lazyPage(() => import('./TutorialPage'), 'TutorialPage');
