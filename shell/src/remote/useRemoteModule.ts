import { useEffect, useReducer } from 'react';

/** A load promise of `registry/federation.ts`: it carries its outcome once settled (the shape React's `use` reads). */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The module a remote exposes, or `undefined` while it downloads (a rejection is thrown to the RemoteBoundary).
 *
 * Not `use()`: a Suspense boundary whose content resolves on a retry is revealed by React no sooner than 300 ms after
 * the last fallback appeared anywhere on the page (Suspense throttling), so home widgets whose code had arrived
 * waited ~250 ms idle before they rendered. A state update renders as soon as the code is here.
 */
export function useRemoteModule<T>(promise: Promise<T>): T | undefined {
  const tracked = promise as TrackedPromise<T>;
  const status = tracked.status;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // rendered with the outcome already: nothing to wait for
    if (status === 'fulfilled' || status === 'rejected') return;
    let live = true;
    const wake = () => {
      if (live) rerender();
    };
    tracked.then(wake, wake);
    return () => {
      live = false;
    };
  }, [tracked, status]);
  if (status === 'fulfilled') return tracked.value;
  if (status === 'rejected') throw tracked.reason;
  return undefined;
}
