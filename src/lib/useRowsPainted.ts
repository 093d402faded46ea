import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';

/**
 * Whether the list's first answer (its rows, none, or a refusal) is on the screen: true from the
 * task after the frame that drew it, and from then on.
 */
export function useRowsPainted(): boolean {
  const { isPending } = useListContext();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (isPending || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isPending, painted]);
  return painted;
}
