import { useCallback, useEffect, useState } from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'failed';

/** How long a script may take before the page says it is unavailable (a dead network can hang, not fail). */
export const SCRIPT_TIMEOUT_MS = 15_000;

function findScript(src: string): HTMLScriptElement | null {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) => s.getAttribute('src') === src) ?? null;
}

/**
 * Loads a third-party script once and tells whether it arrived. Unlike the email editor's own loader it
 * notices a failure (error event or time-out), so the page can say so; `retry` removes the dead tag and tries again.
 * `isReady` says whether the script's global is already there (loaded earlier in this page).
 */
export function useExternalScript(src: string, isReady: () => boolean, timeoutMs = SCRIPT_TIMEOUT_MS) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ScriptStatus>(() => (isReady() ? 'ready' : 'loading'));

  useEffect(() => {
    if (isReady()) {
      setStatus('ready');
      return;
    }
    setStatus('loading');
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
    let settled = false;
    const settle = (next: ScriptStatus) => {
      if (settled) return;
      settled = true;
      if (next === 'failed') tag.dataset.failed = 'true';
      setStatus(next);
    };
    const onLoad = () => settle(isReady() ? 'ready' : 'failed');
    const onError = () => settle('failed');
    tag.addEventListener('load', onLoad);
    tag.addEventListener('error', onError);
    const timer = setTimeout(() => settle(isReady() ? 'ready' : 'failed'), timeoutMs);
    return () => {
      settled = true;
      clearTimeout(timer);
      tag.removeEventListener('load', onLoad);
      tag.removeEventListener('error', onError);
    };
  }, [src, attempt, timeoutMs, isReady]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
