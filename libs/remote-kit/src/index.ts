export { renderStandalone, type StandaloneOptions } from './lib/standalone-app';
export {
  isUnderPrefix,
  lazyPage,
  RemoteRoutes,
  type RemotePage,
  type RemoteRoutesProps,
  type RoutesModuleProps,
} from './lib/remote-routes';
export { useToday } from './lib/use-today';
