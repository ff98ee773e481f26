// Async boundary: shared modules (React, the workspace libs) are negotiated before bootstrap runs.
// Under a screen prerendered into the page (the sign-in screens, the boot screen of /dashboard:
// src/prerender/) the app's code is asked for after that screen has painted: what the user
// came for does not wait behind the downloads the code would start. (A tab opened in the
// background paints nothing: it starts at once.)
const start = () => import('./bootstrap');

/** Should the browser never report the paint, the app starts anyway after this long. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Calls `then` once the page has painted its first content: the browser's own record of it (an
 * animation frame, or even the load event, can come before the first paint). At once when the
 * page is hidden meanwhile (it paints nothing then).
 */
function afterFirstPaint(then: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', once, { once: true });
    setTimeout(once, PAINT_WAIT_LIMIT_MS);
  } else {
    requestAnimationFrame(() => setTimeout(once));
  }
}

const prerendered =
  document.querySelector('[data-prerendered]') !== null || document.getElementById('boot')?.hidden === false;
if (prerendered && !document.hidden) afterFirstPaint(() => void start());
else void start();
