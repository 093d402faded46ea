/** Sign-in: OpenID Connect, the development sign-in, sessions' tokens (/api/auth). */
export { authRoutes } from './routes';
export { createOidcClient } from './oidc';
export { jwtSecretFile, loadJwtSecret } from './secret';
