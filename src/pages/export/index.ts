/** /fullscreen/export?run=…|task=… */
import { lazyPage } from '../../lib/lazyPage';
export const ExportPage = lazyPage(() => import('./ExportPage'), 'ExportPage');
