// Async boundary: shared modules (React, the workspace libs) are negotiated before bootstrap runs.
// Under a screen prerendered into the page (the sign-in screens, the boot screen of /dashboard:
// src/prerender/) the app's code is asked for after that screen has painted: what the user
// came for does not wait behind the downloads the code would start. (A tab opened in the
// background paints nothing and runs no animation frame: it starts at once.)
const prerendered =
  document.querySelector('[data-prerendered]') !== null || document.getElementById('boot')?.hidden === false;
if (prerendered && !document.hidden) requestAnimationFrame(() => setTimeout(() => import('./bootstrap')));
else import('./bootstrap');
