import { Component, type ReactNode } from 'react';
import { lastSelfReload, reloadByItself, reloadsItself } from '@/lib/chunk-load';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of a part that failed. */
  fallback: ReactNode;
  /** A change of this value (the address) gives the part another try. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
  /** Code that did not arrive: the page reloads by itself once instead (see reloadsItself). */
  reloading: boolean;
}

/**
 * Catches what goes wrong while a part of the site renders (a render error, a lazily loaded part
 * whose code did not arrive) and shows `fallback` in its place, never a blank page. React's own
 * report of the error still goes to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, reloading: reloadsItself(error, lastSelfReload(), Date.now()) };
  }

  override componentDidCatch(): void {
    if (this.state.reloading) reloadByItself();
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, reloading: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // While the page reloads itself, nothing: the error page would only flash.
    return this.state.reloading ? null : this.props.fallback;
  }
}
