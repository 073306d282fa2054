import { Component, type ErrorInfo, type ReactNode } from 'react';
import buttons from '../../../styles/buttons.module.css';
import styles from './RemoteErrorBoundary.module.css';

interface Props {
  /** Name of the remote, for the log line. */
  remote: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Keeps a failing remote inside its own route: a remote that cannot be loaded (server down, bad
 * manifest) or that throws while rendering shows this fallback, and the header, footer and other
 * routes keep working. React 19 unmounts the whole root on an uncaught error, so this is required.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className={styles.fallback} role="alert">
        <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.4" fill="currentColor" />
        </svg>
        <h1 className={styles.title}>Não foi possível carregar esta página.</h1>
        <p className={styles.text}>Verifique sua conexão e tente novamente em alguns instantes.</p>
        <button type="button" className={`${buttons.primary} ${styles.retry}`} onClick={this.retry}>
          Tentar novamente
        </button>
      </section>
    );
  }
}
