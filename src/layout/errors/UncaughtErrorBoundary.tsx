import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

const HOME = '/app';

interface BoundaryProps {
  children: ReactNode;
  /** Leaving the page (another path) clears the error. */
  resetKey: string;
  onHome: () => void;
}

interface BoundaryState {
  error: Error | null;
  componentStack: string | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: null,
    componentStack: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, componentStack: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught error:', error, info.componentStack);
    this.setState({ componentStack: info.componentStack ?? null });
  }

  private goHome = () => {
    // Elsewhere the new path clears the error (clearing first would re-render the broken page).
    if (this.props.resetKey === HOME) this.setState({ error: null, componentStack: null });
    this.props.onHome();
  };

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen error={error} componentStack={componentStack} onHome={this.goHome} />;
  }
}

/** Catches a render error below it and shows the uncaught-error screen instead. */
export function UncaughtErrorBoundary({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} onHome={() => navigate(HOME)}>
      {children}
    </Boundary>
  );
}
