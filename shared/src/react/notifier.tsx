import { createContext, useContext, type ReactNode } from 'react';

/**
 * How shared code tells the user something (RequirePermission's 'Permission denied'). The shell supplies antd's
 * `message` through `NotifierProvider` around every remote area (its lazy antd root); without a provider, a
 * minimal toast made of plain DOM is shown, so nothing here imports antd (it stays off the shell's first paint).
 */
export interface Notifier {
  error: (text: string) => void;
  success: (text: string) => void;
  info: (text: string) => void;
}

function toast(kind: 'error' | 'success' | 'info', text: string) {
  if (typeof document === 'undefined') return;
  const el = document.createElement('div');
  el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  el.className = `portal-toast portal-toast--${kind}`;
  el.textContent = text;
  Object.assign(el.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2000',
    padding: '8px 16px',
    borderRadius: '8px',
    background: '#fff',
    color: kind === 'error' ? '#a8071a' : '#1f1f1f',
    boxShadow: '0 6px 16px rgba(0,0,0,.12)',
    font: '14px/1.5 system-ui, sans-serif',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.appendChild(el);
  setTimeout(() => el.remove(), 3000);
}

export const domNotifier: Notifier = {
  error: (text) => toast('error', text),
  success: (text) => toast('success', text),
  info: (text) => toast('info', text),
};

const NotifierContext = createContext<Notifier>(domNotifier);

export function NotifierProvider({ notifier, children }: { notifier: Notifier; children: ReactNode }) {
  return <NotifierContext.Provider value={notifier}>{children}</NotifierContext.Provider>;
}

export function useNotifier(): Notifier {
  return useContext(NotifierContext);
}
