import type { ConfigEntry } from '../../../common/adminApi';

export type { ConfigEntry };

/** react-admin needs an `id`: the key is one. */
export type ConfigRecord = ConfigEntry & { id: string };
