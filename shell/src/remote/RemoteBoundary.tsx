import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@carmarket/shared-ui';
import { PageSkeleton } from '../layout/PageSkeleton';
import { REMOTE_LABELS } from '../federation/remote-mounts';
import { RemoteFallback } from './RemoteFallback';

/** A code chunk that failed to download: React.lazy keeps that failure, only a reload refetches. */
function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<{ name: RemoteName; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.name} remote crashed`, error, info.componentStack);
  }

  private retry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback area={REMOTE_LABELS[this.props.name]} detail={this.state.error.message} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}

/**
 * Contains one remote's screen: its crash or a failed chunk shows a fallback with Retry in its
 * place, and a slow chunk shows the page's reserved space.
 * Keyed by location in the route so a navigation clears a previous crash.
 */
export function RemoteBoundary({ name, children }: { name: RemoteName; children: ReactNode }) {
  return (
    <RemoteErrorBoundary name={name}>
      <div data-remote={name}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}
