import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaymentSettings } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';

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
  const dataProvider = useBeliDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['beli', 'paymentSettings'],
    queryFn: () => dataProvider.getPaymentSettings(),
  });
  return isError ? null : data;
}
