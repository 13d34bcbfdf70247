import { Component, type ReactNode } from 'react';
import { NewVersionNotice } from './new-version-notice';
import { isPageLoadError } from './page-load-error';

interface State {
  error: unknown;
}

/**
 * Shows NewVersionNotice where a page's code could not be loaded. Any other error goes on to
 * the router's error screen, as it would without this boundary.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isPageLoadError(error)) return <NewVersionNotice />;
    throw error;
  }
}
