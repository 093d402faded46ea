/** Users (/api/users), their sign-in record and the demo accounts. */
export { userRoutes } from './routes';
export { seedDemoAccounts } from './seed';
export { recordSignIn, type SignInPolicy, type SignInProfile } from './signIn';
