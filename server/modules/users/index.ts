/**
 * Users: /api/users/me and the admin's actions (their list is common/resources/users.ts, with
 * `userResourcePart`), their sign-in record and the demo accounts.
 */
export { userResourcePart } from './resourcePart';
export { userRoutes } from './routes';
export { seedDemoAccounts } from './seed';
export { recordSignIn, type SignInPolicy, type SignInProfile } from './signIn';
