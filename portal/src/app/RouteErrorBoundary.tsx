import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen.js';

interface RouteErrorBoundaryProps {
  /** The address shown: going elsewhere clears a caught error, so the next page gets its chance. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  caughtAt: string | undefined;
}

/** Catches a screen that fails to load or to render and shows the error screen with reload (spec 1 §2, §8). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: undefined, caughtAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    { pathname }: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.caughtAt === undefined) return state.error === undefined ? null : { caughtAt: pathname };
    return state.caughtAt === pathname ? null : { error: undefined, caughtAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
