import { Component, type ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state';

type Props = { children: ReactNode; message: string; retry: string; resetKey: string };

/**
 * A screen whose code cannot load (offline, or a deploy replaced its chunk) shows 'Loading failed,
 * tap to retry' instead of a blank page; retry reloads the page.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState icon="refresh" text={this.props.message}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {this.props.retry}
        </button>
      </EmptyState>
    );
  }
}
