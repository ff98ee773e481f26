// Standalone mode only (the shell loads the exposed modules directly). Async boundary for shared modules.
import('./bootstrap');
