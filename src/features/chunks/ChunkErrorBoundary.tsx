// Catches a lazy page that failed to load (or to render) and offers a retry instead of a
// blank page. Retry re-imports the chunk; after repeated failures it reloads the page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkErrorScreen } from './ChunkErrorScreen';

export interface ChunkErrorBoundaryProps {
  /** Re-create what failed (a fresh React.lazy) before rendering children again. */
  onRetry: () => void;
  /** Where the error screen goes (a part over the page puts it in its own frame); default: in place. */
  frame?: (screen: ReactNode) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  retries: number;
}

/** Retries that re-import; the next press reloads the whole page. */
export const MAX_IN_PLACE_RETRIES = 2;

export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  override state: State = { error: null, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (process.env.NODE_ENV !== 'production') console.error('[page]', error, info.componentStack);
  }

  private retry = () => {
    if (this.state.retries >= MAX_IN_PLACE_RETRIES) {
      window.location.reload();
      return;
    }
    this.props.onRetry();
    this.setState((s) => ({ error: null, retries: s.retries + 1 }));
  };

  override render() {
    if (this.state.error) {
      const screen = <ChunkErrorScreen error={this.state.error} onRetry={this.retry} />;
      return this.props.frame ? this.props.frame(screen) : screen;
    }
    return this.props.children;
  }
}
