import { useEffect, useState } from 'react';
import { dataProvider } from '../providers/dataProvider';

/** Public configuration keys the app reads (GET /config/public/{key}, no sign-in needed). */
export type PublicConfigKey =
  | 'PROMOTION_TIME_EXPIRED'
  | 'PROMOTION_MULTI'
  | 'SUPPORT_URL'
  | 'SUPPORT_EMAIL'
  | 'TUTORIAL_VIDEO_URL';

/** A value is asked once a minute at most; an admin's change shows up at the next ask. */
const TTL_MS = 60_000;
const cache = new Map<PublicConfigKey, { at: number; value: Promise<string | null> }>();

/** The value, or null when the key is unset or cannot be read. */
export function fetchPublicConfig(key: PublicConfigKey): Promise<string | null> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  // Read outside <Admin> too (the error pages): the dataProvider itself, not the hook.
  const value = dataProvider.getPublicConfig(key);
  cache.set(key, { at: Date.now(), value });
  return value;
}

export const forgetPublicConfig = () => cache.clear();

/** undefined while loading, then the value or null. */
export function usePublicConfig(key: PublicConfigKey): string | null | undefined {
  const [state, setState] = useState<{ key: PublicConfigKey; value: string | null }>();
  useEffect(() => {
    let live = true;
    fetchPublicConfig(key).then((value) => live && setState({ key, value }));
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
