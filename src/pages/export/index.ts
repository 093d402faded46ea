/** /fullscreen/export?run=…|task=… */
export { ExportPage } from './ExportPage';
