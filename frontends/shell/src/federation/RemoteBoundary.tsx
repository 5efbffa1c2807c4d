import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface RemoteBoundaryProps {
  remoteName: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/**
 * Catches a remote that fails to load (RemoteUnavailableError from the loader) and one that throws
 * while rendering, and shows the retry message in place of the remote's page.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remoteName}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteUnavailable
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
