import { lazy, Suspense, useState } from 'react';
import { AntdBoundary } from '@portal/shared/react';
import { IDEA_TEXTS } from '../texts';
import '../widgets.css';

const IdeaModal = lazy(() => import('./IdeaModal'));

/**
 * Home idea submission (spec doc 2 §2.13, §5): a title and a preview (250 characters each) and a picture or an
 * .mp4 with its thumbnail. It becomes a private news item with the idea tag for a Super Admin to publish.
 * The card is plain React + CSS (first screen of the home page); the form and antd load when it opens.
 */
export function IdeaSubmission() {
  const [open, setOpen] = useState(false);
  return (
    <div className="mfa-news-widget" data-testid="idea-submission">
      <p className="mfa-news-widget__intro">{IDEA_TEXTS.intro}</p>
      <button type="button" className="mfa-news-widget__button mfa-news-widget__button--primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {IDEA_TEXTS.open}
      </button>
      {open && (
        <AntdBoundary fallback={<span role="status">{IDEA_TEXTS.loading}</span>}>
          <Suspense fallback={<span role="status">{IDEA_TEXTS.loading}</span>}>
            <IdeaModal onClose={() => setOpen(false)} />
          </Suspense>
        </AntdBoundary>
      )}
    </div>
  );
}
