export { renderStandalone, type StandaloneOptions } from './lib/standalone-app';
