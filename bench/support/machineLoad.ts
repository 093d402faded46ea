import { loadavg } from 'node:os';

/**
 * The machine's one-minute load average, read at each round: the VM is shared, so every figure
 * is printed with the load it was taken under (interleaved rounds make the ratios fair; the
 * absolute figures move with it).
 */
export function machineLoad() {
  const seen: number[] = [];
  const now = () => {
    const [oneMinute] = loadavg() as [number];
    seen.push(oneMinute);
    return `load ${oneMinute.toFixed(1)}`;
  };
  now();
  return {
    /** Reads the load now: `load 3.2`. */
    now,
    /** The lowest and highest load read so far: `load average 2.1–3.4`. */
    range: () => {
      now();
      return `load average ${Math.min(...seen).toFixed(1)}–${Math.max(...seen).toFixed(1)}`;
    },
  };
}
