/** A user's profile page data (/api/profiles). */
export { profileRoutes } from './routes';
