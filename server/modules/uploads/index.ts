/** Uploaded pictures (/api/uploads) and their store on disk. */
export { uploadRoutes } from './routes';
export {
  drawDemoCards,
  ensureUploadFile,
  insertDemoCards,
  storeUpload,
  uploadsDir,
  type DemoCard,
  type UploadVariant,
} from './service';
export { MAX_UPLOAD_BYTES } from './images';
