/**
 * Fixes Date only (Date.now(), new Date()): timers stay real, so Testing Library's waits and
 * user-event's delays behave as usual. Undo with `jest.useRealTimers()`.
 */
export function fixClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
