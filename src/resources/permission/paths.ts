import type { Identifier } from 'react-admin';

/** SPEC's /app/admin/permission/group/{id}, relative to the <Admin> basename. */
export const groupPagePath = (id: Identifier) => `admin/permission/group/${id}`;
