// jsdom has no canvas: its getContext logs "Not implemented" and returns undefined. Answer null
// quietly instead, as a browser without canvas support does; the charts then draw nothing and the
// specs read their tables. Chart.js itself is not replaced (the browser build is checked by eye).
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
