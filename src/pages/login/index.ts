/** /app/login and /login/google/callback. */
import { lazyPage } from '../../lib/lazyPage';
export { LoginPage, startSignIn } from './LoginPage';
export const LoginCallbackPage = lazyPage(() => import('./LoginCallbackPage'), 'LoginCallbackPage');
