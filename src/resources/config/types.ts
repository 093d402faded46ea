export interface ConfigEntry {
  key: string;
  value: unknown;
  isPublic: boolean;
  description: string;
  updatedAt: string;
  updatedBy: { id: number; name: string } | null;
}

/** react-admin needs an `id`: the key is one. */
export type ConfigRecord = ConfigEntry & { id: string };
