import { lazy, Suspense, useState } from 'react';
import { KB_TEXTS } from '../texts';
import '../knowledge.css';

const Panel = lazy(() => import('./FloatingPanel').then((m) => ({ default: m.FloatingPanel })));

// drawn, not typed: an emoji needs a colour-emoji font, which kiosks and some desktops do not have
function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** The floating assistant button on every page (chat_feg view); the chat itself loads on the first click. */
export function FloatingChat() {
  const [open, setOpen] = useState(false);
  return (
    <div className="kb-float">
      {open && (
        <Suspense fallback={<div className="kb-float__panel" role="status">{KB_TEXTS.thinking}</div>}>
          <Panel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button type="button" className="kb-float__button" aria-expanded={open} aria-label={open ? KB_TEXTS.closeChat : KB_TEXTS.openChat} onClick={() => setOpen((o) => !o)}>
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
