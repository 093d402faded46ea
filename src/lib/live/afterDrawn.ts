/**
 * Runs `work` once the browser has drawn what the change being handled renders. react-query
 * tells its observers in a timer of its own, where React renders; the frame after draws it (its
 * callbacks run before its paint, a task queued from one runs after). A list re-read sooner
 * re-renders (its fetching state) before that frame, and what the reader waits for comes later.
 */
export function afterDrawn(work: () => void) {
  setTimeout(() => requestAnimationFrame(() => setTimeout(work)));
}
