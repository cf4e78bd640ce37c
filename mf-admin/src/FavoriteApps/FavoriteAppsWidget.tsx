import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useFavoriteApps } from '../Apps/api';
import { AppTile } from '../Apps/AppTile';
import { APPS_TEXTS as T } from '../Apps/texts';

/**
 * Home "favourite apps" (spec 2.13): the user's favourite apps in their personal order, each opening its link.
 * Plain React + CSS: it is on the home page's first screen, which carries no antd (docs/foundation-contract.md).
 */
export function FavoriteAppsWidget() {
  const favorites = useFavoriteApps();
  const headingId = useId();

  let content;
  if (favorites.isPending) content = <div className="mfadmin-fav-widget__placeholder" role="status" aria-label={T.loading} aria-busy="true" />;
  else if (favorites.isError)
    content = (
      <p className="mfadmin-fav-widget__empty" role="alert">
        {T.loadFailed}{' '}
        <button type="button" className="portal-button" onClick={() => void favorites.refetch()}>
          {T.retry}
        </button>
      </p>
    );
  else if (favorites.data.length === 0) content = <p className="mfadmin-fav-widget__empty">{T.widgetEmpty}</p>;
  else
    content = (
      <ul className="mfadmin-apps-grid mfadmin-apps-grid--compact" aria-labelledby={headingId}>
        {favorites.data.map((app) => (
          <AppTile key={app.id} app={app} compact />
        ))}
      </ul>
    );

  return (
    <section className="mfadmin-fav-widget" aria-labelledby={headingId} data-testid="favorite-apps">
      <div className="mfadmin-fav-widget__header">
        <h2 id={headingId} className="mfadmin-fav-widget__title">
          {T.widgetTitle}
        </h2>
        <Link to="/list-shortcuts">{T.widgetAll}</Link>
      </div>
      {content}
    </section>
  );
}
