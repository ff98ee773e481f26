// Async boundary: shared modules (React, the workspace libs) are negotiated before bootstrap runs.
// Under the boot screen (dashboard.html, app/boot/boot-screen.ts) the app's code is asked for
// after the screen has painted: the greeting does not wait behind the downloads it would start.
const bootScreen = document.getElementById('boot');
if (bootScreen && !bootScreen.hidden) requestAnimationFrame(() => setTimeout(() => import('./bootstrap')));
else import('./bootstrap');
