/** /app/tool, /app/tool/ghep-anh/{toolId}, /app/tool/ghep-anh-2/{toolId}: the picture tools. */
export { toolRoutes } from './toolRoutes';
