// jsdom lacks Node's web globals that react-router 7 (TextEncoder) and firebase/auth (fetch) need.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'MessageChannel',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

class JsdomWithNodeWebGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_WEB_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeWebGlobals;
