import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ASSISTANT_CHAT_PATH } from '@portal/shared/knowledge';
import { AntdBoundary } from '@portal/shared/react';
import { KB_TEXTS } from '../texts';
import { ChatIcon, CloseIcon } from '@portal/shared/icons';
import '../knowledge.css';

const Panel = lazy(() => import('./FloatingPanel').then((m) => ({ default: m.FloatingPanel })));

/**
/**
 * The assistant launcher in the header of every page (chat_feg view); the chat itself loads on the first click and
 * opens under the header. Not on the assistant's own page, which is the same chat full size. The panel is built of
 * antd controls like every page, so it renders inside the shell's antd boundary (theme, App holder), which loads antd
 * when it is not loaded yet: the button itself stays plain markup on the first paint.
 */
export function FloatingChat() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  if (pathname === ASSISTANT_CHAT_PATH || pathname.startsWith(`${ASSISTANT_CHAT_PATH}/`)) return null;
  const loading = (
    <div className="kb-float__panel" role="status">
      {KB_TEXTS.thinking}
    </div>
  );
  return (
    <div className="kb-float">
      <button
        type="button"
        className="kb-float__button"
        aria-expanded={open}
        aria-label={open ? KB_TEXTS.closeChat : KB_TEXTS.openChat}
        title={open ? KB_TEXTS.closeChat : KB_TEXTS.openChat}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
      {open && (
        <AntdBoundary fallback={loading}>
          <Suspense fallback={loading}>
            <Panel onClose={() => setOpen(false)} />
          </Suspense>
        </AntdBoundary>
      )}
    </div>
  );
}
