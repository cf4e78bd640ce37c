import { useSearchParams } from 'react-router-dom';
import { NewsArticle } from './Article';
import { NewsList } from './NewsList';

function parseId(raw: string | null): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The hub's Latest News tab (spec doc 1 §2.4): the card list, or the full article when the URL has `?id=`. */
export function LatestNewsTab() {
  const [params, setParams] = useSearchParams();
  const id = parseId(params.get('id'));

  function handleBack() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        return next;
      },
      { replace: false },
    );
  }

  return <div data-testid="latest-news-tab">{id ? <NewsArticle key={id} id={id} onBack={handleBack} /> : <NewsList />}</div>;
}
