/** Groups and their permissions (/api/permissions), and who is in which group. */
export { permissionRoutes } from './routes';
export { seedPermissions } from './seed';
export { addUserToGroupNamed, groupHasNoActiveMember } from './membership';
export { warnWithoutAdmin } from './noAdminWarning';
export { assertAnotherActiveAdmin, isActiveAdmin, lockAdminGroup } from './adminGroup';
export { groupsOfUser } from './me';
export { syncProviderGroups } from './providerGroups';
