import { lazy, useSyncExternalStore } from 'react';

/**
 * The toasts' code (react-toastify) is not on the first load: it loads with the first
 * notification. Toasts asked for before the host has mounted wait in react-toastify's queue.
 */
let loading: Promise<typeof import('./showToast')> | null = null;
const listeners = new Set<() => void>();

export function loadToasts() {
  if (!loading) {
    // Not loaded (offline): the next notification tries again.
    loading = import('./showToast').catch((error: unknown) => {
      loading = null;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a notification has asked for the toasts yet: the host mounts from then on. */
export const useToastsWanted = () => useSyncExternalStore(subscribe, () => loading !== null);

export const LazyToastHost = lazy(() =>
  import('./ToastHost').then((module) => ({ default: module.ToastHost })),
);
