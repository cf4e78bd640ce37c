import { Component, Suspense, useCallback, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { forgetFailedLoads, resetRemote } from '../../registry/federation';
import { TEXTS } from '../../texts';

export interface RemoteBoundaryProps {
  /** federation name (`mf_admin`), used to reset the runtime's cache on Retry */
  remoteName: string;
  /** human title from the registry, shown in the message */
  title: string;
  /** widgets use a small inline message, pages a full result */
  compact?: boolean;
  /** called once the content settled in failure (home-interactive bookkeeping) */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface CatcherProps {
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[portal] remote failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Isolates one remote: its load failure (server down, bad deploy) or a throw while rendering shows a message and
 * a Retry in this area only; the header, sidebar and other remotes keep working.
 */
export function RemoteBoundary({ remoteName, title, compact = false, onError, children }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  // a new visit after an earlier failure tries again (once per mount, before the children ask for the module)
  useState(() => forgetFailedLoads(remoteName));

  const handleRetry = useCallback(() => {
    // re-register with force: the runtime forgets the failed manifest/entry, then the children load again
    resetRemote(remoteName);
    setAttempt((a) => a + 1);
  }, [remoteName]);

  const fallback = (error: Error) =>
    compact ? (
      <div role="alert" className="portal-remote-error portal-remote-error--compact">
        <strong>{TEXTS.remote.failed}</strong> <span>{title}</span>{' '}
        <Button size="small" onClick={handleRetry}>
          {TEXTS.remote.retry}
        </Button>
      </div>
    ) : (
      <div role="alert" className="portal-remote-error">
        <Result
          status="warning"
          title={TEXTS.remote.failed}
          subTitle={TEXTS.remote.failedDetail(title)}
          extra={
            <Button type="primary" onClick={handleRetry}>
              {TEXTS.remote.retry}
            </Button>
          }
        >
          <details>
            <summary>Details</summary>
            <code style={{ whiteSpace: 'pre-wrap' }}>{error.message}</code>
          </details>
        </Result>
      </div>
    );

  return (
    <ErrorCatcher key={attempt} fallback={fallback} onError={onError}>
      <Suspense fallback={<RemoteLoading title={title} compact={compact} />}>{children}</Suspense>
    </ErrorCatcher>
  );
}

export function RemoteLoading({ title, compact }: { title: string; compact?: boolean }) {
  return (
    <div className={compact ? 'portal-remote-loading portal-remote-loading--compact' : 'portal-remote-loading'} role="status" aria-live="polite">
      <Spin />
      <span>{TEXTS.remote.loading(title)}</span>
    </div>
  );
}
