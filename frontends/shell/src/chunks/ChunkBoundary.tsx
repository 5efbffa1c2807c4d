import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { retryFailedChunks } from './retryable-lazy';

interface ChunkBoundaryState {
  failed: boolean;
}

/**
 * Catches a page of the shell whose code did not arrive after its tries (retryableLazy), and shows
 * the retry message in its place, as a remote that does not load does: never a blank page. Retry
 * lets the failed chunks try again and renders the page anew.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page of the portal failed to load', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          onRetry={() => {
            retryFailedChunks();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
