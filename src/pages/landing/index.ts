/** / : the public landing page. */
import { lazyPage } from '../../lib/lazyPage';
export const LandingPage = lazyPage(() => import('./LandingPage'), 'LandingPage');
