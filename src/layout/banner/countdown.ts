import { useEffect, useState } from 'react';

/** SPEC 9: the banner refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000;

/** Milliseconds left until `until`, refreshed every second; 0 once it has passed. */
export function useRemaining(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, until - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 90061000 ms → { days: 1, clock: '01:01:01' }. */
export function splitDuration(ms: number): { days: number; clock: string } {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return { days, clock: `${two(h)}:${two(m)}:${two(s)}` };
}

/** (multiplier − 1) × 100 %, in vi-VN: 1.5 → "50%", 1.125 → "12,5%". */
export function bonusPercent(multiplier: number): string {
  const percent = Math.round((multiplier - 1) * 10_000) / 100;
  return `${percent.toLocaleString('vi-VN', { maximumFractionDigits: 2 })}%`;
}
