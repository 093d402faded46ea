/** /app: the home page and its cards (the menu shows the same ones). */
import { lazyPage } from '../../lib/lazyPage';
export { homeCards } from './homeCards';
export const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');
