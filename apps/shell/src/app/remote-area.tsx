import { LoadingState } from '@pitaka/ui';
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { isFromOlderDeploy, reloadForNewDeploy } from './new-deploy';
import { useRemoteRegistry } from './remote-registry';
import { loadRemoteComponent } from './remotes';
import { UnavailablePanel } from './ui/unavailable-panel';
import { useShellText } from '../i18n/shell-text';

interface BoundaryProps {
  onRetry: () => void;
  /** Told of every failure (e.g. to see whether the remote was redeployed meanwhile). */
  onFailure?: (error: Error) => void;
  /** A change of this value clears a failure (e.g. the path, so a failed page does not stick). */
  resetKey?: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey?: string;
}

/** Catches a remote that fails to load or render, so only its area shows the outage. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote area failed', error, info.componentStack);
    this.props.onFailure?.(error);
  }

  override render() {
    if (this.state.failed) return <UnavailablePanel onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export interface RemoteAreaProps {
  remote: string;
  module: string;
  /** Props passed to the remote component (which also gets `retryAttempt`: 0, then +1 per Retry). */
  props?: Record<string, unknown>;
  loadingLabel?: string;
  /** Shown while the remote's code loads instead of the spinner, e.g. a placeholder as big as the module. */
  fallback?: ReactNode;
  /** A change of this value clears a failure shown in the area (see RemoteErrorBoundary). */
  resetKey?: string;
  /** Swappable for tests; defaults to Module Federation. */
  load?: typeof loadRemoteComponent;
}

type RemoteComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

interface CachedRemote {
  component: RemoteComponent;
  /** Starts the load (once; the lazy component then finds it under way). */
  start: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
}

// One lazy component per exposed module, so navigating back to a page does not reload it.
const lazyComponents = new Map<string, CachedRemote>();

function cachedRemote(remote: string, module: string, load: typeof loadRemoteComponent): CachedRemote {
  const key = `${remote}/${module}`;
  let cached = lazyComponents.get(key);
  if (!cached) {
    let loading: ReturnType<CachedRemote['start']> | undefined;
    const start = () =>
      (loading ??= load<Record<string, unknown>>(remote, module).catch((error: unknown) => {
        // React.lazy caches a rejected import: forget it so Retry loads afresh.
        lazyComponents.delete(key);
        throw error;
      }));
    cached = { component: lazy(start), start };
    lazyComponents.set(key, cached);
  }
  return cached;
}

/**
 * Starts loading a module that a `RemoteArea` will show, before the area renders (the dashboard
 * does while its widgets' declarations load). A failure is left to the area, which loads afresh.
 */
export function preloadRemoteArea(remote: string, module: string, load = loadRemoteComponent): void {
  cachedRemote(remote, module, load)
    .start()
    .catch(() => undefined);
}

/** Renders one exposed remote module lazily, inside Suspense and an error boundary. */
export function RemoteArea({
  remote,
  module,
  props,
  loadingLabel,
  fallback,
  resetKey,
  load = loadRemoteComponent,
}: RemoteAreaProps) {
  const text = useShellText();
  const [attempt, setAttempt] = useState(0);
  const manifestUrl = useRemoteRegistry()[remote]?.entry;
  const Remote = cachedRemote(remote, module, load).component;
  // A file of the tab's build gone from the host: the remote was redeployed, so run the new build
  // whole (reload) rather than show the outage.
  const onFailure = (error: Error) => {
    if (!manifestUrl) return;
    void isFromOlderDeploy(error, manifestUrl).then((older) => older && reloadForNewDeploy());
  };
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      resetKey={resetKey}
      onRetry={() => setAttempt((n) => n + 1)}
      onFailure={onFailure}
    >
      <Suspense fallback={fallback ?? <LoadingState label={loadingLabel ?? text('loading')} />}>
        <Remote {...props} retryAttempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
