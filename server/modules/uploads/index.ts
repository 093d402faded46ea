/** Uploaded pictures (/api/uploads) and their store on disk. */
export { uploadRoutes } from './routes';
export {
  drawDemoCards,
  ensureUploadFile,
  insertDemoCards,
  uploadsDir,
  type DemoCard,
} from './service';
export { PIXEL_LIMIT } from './images';
