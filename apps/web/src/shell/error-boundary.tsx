import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  onRefresh?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches what escapes the router's own error element (providers, the router itself). */
export class AppErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen onRefresh={this.props.onRefresh} />;
    return this.props.children;
  }
}

/** The single place an app crash is reported; an error tracker plugs in here. */
export function reportError(error: unknown, componentStack?: string): void {
  console.error('Laydown crashed', error, componentStack ?? '');
}
