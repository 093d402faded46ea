/** /app/login and /login/google/callback. */
export { LoginPage, startSignIn } from './LoginPage';
