import React from 'react';
import ErrorPageContent from './ErrorPageContent';
import { toError } from './error-chain';

export interface ErrorFallbackProps {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

interface ErrorBoundaryProps {
  children: React.ReactNode;
  /** What to show instead of the crashed subtree; the crash page by default. */
  fallback?: (props: ErrorFallbackProps) => React.ReactNode;
  /** A new value (e.g. the route) clears a caught error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches render errors below it (in the browser only: the server render
 * has no boundaries) and shows the crash page instead of a blank screen.
 */
export default class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: toError(thrown) };
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.tryAgain();
  }

  tryAgain = (): void => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const fallback = this.props.fallback ?? ((props: ErrorFallbackProps) => <ErrorPageContent {...props} />);
    return fallback({ error, tryAgain: this.tryAgain });
  }
}
