import { Component, type ErrorInfo, type ReactNode } from 'react';
import { claimReload, isChunkLoadError } from '../build-versions/reload-guard.ts';

interface Props {
  /** Changing the key (e.g. the path) clears a previous failure. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote's load or render failure so it stays on that remote's paths. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A chunk that vanished with a redeploy is fixed by loading the new build, once.
    if (isChunkLoadError(error) && claimReload(window.location.pathname)) {
      window.location.reload();
      return;
    }
    console.error('Remote failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
