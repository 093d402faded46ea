import { useEffect, useState } from 'react';
import { apiCall } from '../../providers/httpClient';
import type { PaymentSettings } from './types';

/** The current time, renewed every second: countdowns and the promotion's end. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Rate, bounds and promotion; undefined while loading, null when they cannot be read. */
export function usePaymentSettings(): PaymentSettings | null | undefined {
  const [settings, setSettings] = useState<PaymentSettings | null>();
  useEffect(() => {
    let live = true;
    apiCall<PaymentSettings>('/payments/settings').then(
      (s) => live && setSettings(s),
      () => live && setSettings(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
