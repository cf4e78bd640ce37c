import { useCallback, useEffect, useState } from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'failed';

/** How long a script may take before the page says it is unavailable (a dead network can hang, not fail). */
export const SCRIPT_TIMEOUT_MS = 15_000;

function findScript(src: string): HTMLScriptElement | null {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => s.getAttribute('src') === src) ?? null;
}

/** One try at loading a script (the effect's inputs): a new source, check, time-out or retry is a new try. */
interface Attempt {
  src: string;
  isReady: () => boolean;
  timeoutMs: number;
  count: number;
}

const sameAttempt = (a: Attempt, b: Attempt) => a.src === b.src && a.isReady === b.isReady && a.timeoutMs === b.timeoutMs && a.count === b.count;

/**
 * Loads a third-party script once and tells whether it arrived. Unlike the email editor's own loader it
 * notices a failure (error event or time-out), so the page can say so; `retry` removes the dead tag and tries again.
 * `isReady` says whether the script's global is already there (loaded earlier in this page).
 */
export function useExternalScript(src: string, isReady: () => boolean, timeoutMs = SCRIPT_TIMEOUT_MS) {
  const [count, setCount] = useState(0);
  // how the current try ended; until it has, the script is ready if its global is there, else loading
  const [settled, setSettled] = useState<{ attempt: Attempt; status: ScriptStatus } | null>(null);
  const attempt: Attempt = { src, isReady, timeoutMs, count };
  const status: ScriptStatus = settled && sameAttempt(settled.attempt, attempt) ? settled.status : isReady() ? 'ready' : 'loading';

  useEffect(() => {
    if (isReady()) return;
    let script = findScript(src);
    if (script?.dataset.failed === 'true') {
      script.remove();
      script = null;
    }
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
    const tag = script;
    let done = false;
    const settle = (next: ScriptStatus) => {
      if (done) return;
      done = true;
      if (next === 'failed') tag.dataset.failed = 'true';
      setSettled({ attempt: { src, isReady, timeoutMs, count }, status: next });
    };
    const onLoad = () => settle(isReady() ? 'ready' : 'failed');
    const onError = () => settle('failed');
    tag.addEventListener('load', onLoad);
    tag.addEventListener('error', onError);
    const timer = setTimeout(() => settle(isReady() ? 'ready' : 'failed'), timeoutMs);
    return () => {
      done = true;
      clearTimeout(timer);
      tag.removeEventListener('load', onLoad);
      tag.removeEventListener('error', onError);
    };
  }, [src, count, timeoutMs, isReady]);

  const retry = useCallback(() => setCount((n) => n + 1), []);
  return { status, retry };
}
