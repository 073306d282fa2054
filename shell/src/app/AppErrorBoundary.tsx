import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppCrash } from './AppCrash';

/**
 * The last line of defence around the page frame: an error no route's own boundary caught (the
 * header, the footer, the shell's code) shows the crash screen instead of a blank page, since React
 * unmounts the whole root on an uncaught error.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] the page frame failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppCrash /> : this.props.children;
  }
}
