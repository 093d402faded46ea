import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children in a second render of low priority: the page's first render (and a list's rows
 * arriving meanwhile, which interrupt it) goes to the screen without them. For the shell's extras
 * (menu entries, app bar buttons, a list's toolbar buttons), so a cold load shows the rows sooner.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
