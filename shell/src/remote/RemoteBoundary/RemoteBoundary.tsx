import { Component, Suspense, useCallback, useState, type ErrorInfo, type ReactNode } from 'react';
import { AntdArea } from '../../antd';
import { INCOMPATIBLE_BUILD } from '@portal/shared/core';
import { forgetFailedLoads, IncompatibleBuildError, resetRemote } from '../../registry/federation';
import { TEXTS } from '../../texts';
import { Result, Spinner } from '../../ui';

export interface RemoteBoundaryProps {
  /** federation name (`mf_admin`), used to reset the runtime's cache on Retry */
  remoteName: string;
  /** human title from the registry, shown in the message */
  title: string;
  /** widgets use a small inline message, pages a full result */
  compact?: boolean;
  /** called once the content settled in failure (home-interactive bookkeeping) */
  onError?: (error: Error) => void;
  /** starts downloading the remote's module at once, in parallel with antd (not after it); Retry waits for it */
  preload?: () => Promise<unknown>;
  /**
   * false for home widgets: they are on the first paint, which carries no antd; a widget wraps its own antd parts in
   * `AntdBoundary` (@portal/shared/react). Remote pages keep antd's providers around their whole area.
   */
  withAntd?: boolean;
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
export function RemoteBoundary({ remoteName, title, compact = false, onError, preload, withAntd = true, children }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // a new visit after an earlier failure tries again (once per mount, before the children ask for the module)
  useState(() => {
    forgetFailedLoads(remoteName);
    preload?.().catch(() => undefined);
  });

  const handleRetry = useCallback(() => {
    // re-register with force: the runtime forgets the failed manifest/entry, then the children load again
    resetRemote(remoteName);
    const again = preload?.();
    if (!again) {
      setAttempt((a) => a + 1);
      return;
    }
    // show the loading state, and remount once the module settled (it then renders without suspending)
    setRetrying(true);
    const done = () => {
      setRetrying(false);
      setAttempt((a) => a + 1);
    };
    again.then(done, done);
  }, [remoteName, preload]);

  const fallback = (error: Error) =>
    error instanceof IncompatibleBuildError ? (
      // a build for another portal version: no Retry would help, its team must rebuild it
      <div role="alert" className={compact ? 'portal-remote-error portal-remote-error--compact' : 'portal-remote-error'}>
        {compact ? (
          <>
            <strong>{INCOMPATIBLE_BUILD}</strong> <span>{error.message}</span>
          </>
        ) : (
          <Result status="warning" title={INCOMPATIBLE_BUILD} subTitle={error.message} />
        )}
      </div>
    ) : compact ? (
      <div role="alert" className="portal-remote-error portal-remote-error--compact">
        <strong>{TEXTS.remote.failed}</strong> <span>{title}</span>{' '}
        <button type="button" className="portal-button portal-button--small" onClick={handleRetry}>
          {TEXTS.remote.retry}
        </button>
      </div>
    ) : (
      <div role="alert" className="portal-remote-error">
        <Result
          status="warning"
          title={TEXTS.remote.failed}
          subTitle={TEXTS.remote.failedDetail(title)}
          extra={
            <button type="button" className="portal-button portal-button--primary" onClick={handleRetry}>
              {TEXTS.remote.retry}
            </button>
          }
        >
          <details>
            <summary>Details</summary>
            <code style={{ whiteSpace: 'pre-wrap' }}>{error.message}</code>
          </details>
        </Result>
      </div>
    );

  const content = retrying ? (
    <RemoteLoading title={title} compact={compact} />
  ) : (
    <ErrorCatcher key={attempt} fallback={fallback} onError={onError}>
      <Suspense fallback={<RemoteLoading title={title} compact={compact} />}>{children}</Suspense>
    </ErrorCatcher>
  );
  if (!withAntd) return content;
  // remotes are antd pages: antd's providers (loaded on demand, usually prefetched) wrap their area
  return <AntdArea fallback={<RemoteLoading title={title} compact={compact} />}>{content}</AntdArea>;
}

export function RemoteLoading({ title, compact }: { title: string; compact?: boolean }) {
  return (
    <div className={compact ? 'portal-remote-loading portal-remote-loading--compact' : 'portal-remote-loading'} role="status" aria-live="polite">
      <Spinner />
      <span>{TEXTS.remote.loading(title)}</span>
    </div>
  );
}
