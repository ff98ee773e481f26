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

/**
 * For every test of the calling file (or describe block): the clock fixed at `now`, then real
 * timers and every mock restored after the test.
 */
export function fixClockForEachTest(now: Date) {
  beforeEach(() => fixClock(now));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
