import { lazy, Suspense, useState } from 'react';
import { KB_TEXTS } from '../texts';
import { ChatIcon, CloseIcon } from '../icons';
import '../knowledge.css';

const Panel = lazy(() => import('./FloatingPanel').then((m) => ({ default: m.FloatingPanel })));

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
