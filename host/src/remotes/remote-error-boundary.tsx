import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-load-error';

export type RemoteErrorBoundaryProps = {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
};

type State = { error: Error | undefined };

/** Keeps a failing remote inside its own area: the shell and other areas go on working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}] failed to load`, error, info.componentStack);
  }

  private handleRetry = (): void => {
    this.setState({ error: undefined });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.error) return <RemoteLoadError remote={this.props.remote} onRetry={this.handleRetry} />;
    return this.props.children;
  }
}
