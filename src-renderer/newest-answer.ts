/**
 * Requests numbered as they start, so a screen shows an answer only if no later request's answer has
 * been shown: a slow re-read answering after an edit never puts the older data back.
 * `start()` before the call, then `take(ticket)` with its answer: true when it is to be shown.
 */
export function newestAnswer(): { start: () => number; take: (ticket: number) => boolean } {
  let started = 0;
  let shown = 0;
  return {
    start: () => ++started,
    take(ticket) {
      if (ticket <= shown) return false;
      shown = ticket;
      return true;
    },
  };
}
