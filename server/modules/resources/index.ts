/** The resources said by a definition (common/resources), each a simple-rest resource. */
export { definedResourceRoutes } from './routes';
