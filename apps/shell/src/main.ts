// Async boundary: shared modules (React, the workspace libs) are negotiated before bootstrap runs.
import('./bootstrap');
