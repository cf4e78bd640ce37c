import type { DirectoryShortcut } from '@portal/shared';
import { SHORTCUT_TRUNCATE, truncateText } from '@portal/shared/shortcuts';
import { useIsNarrow } from '@portal/shared/react';
import { APPS_TEXTS } from './texts';
import './apps.css';

export interface AppTileProps {
  app: DirectoryShortcut;
  /** shows the star that toggles the favourite */
  onToggleFavorite?: (app: DirectoryShortcut) => void;
  /** the home widget's smaller tile, without the description */
  compact?: boolean;
}

/**
 * One app: its picture and name (spec 9: 18 characters on the directory), opening its link in a new tab; on a
 * narrow screen (under 700 px) the mobile link and picture. Plain React + CSS: the home widget shows it on the
 * first paint.
 */
export function AppTile({ app, onToggleFavorite, compact }: AppTileProps) {
  const narrow = useIsNarrow();
  const link = narrow ? app.link_mobile : app.link_desktop;
  const image = (narrow && app.mobile_image) || app.desktop_image;
  return (
    <li className={`mfadmin-app${compact ? ' mfadmin-app--compact' : ''}`} data-testid="app-tile" data-app-id={app.id}>
      <a href={link} target="_blank" rel="noreferrer noopener" className="mfadmin-app__link" aria-label={APPS_TEXTS.open(app.display_name1)} title={app.display_name2}>
        <img src={image} alt="" width={compact ? 48 : 56} height={compact ? 48 : 56} className="mfadmin-app__image" loading="lazy" />
        <span className="mfadmin-app__name">{truncateText(app.display_name1, SHORTCUT_TRUNCATE.directoryName)}</span>
      </a>
      {/* outside the link: its name is the app's (WCAG 2.5.3, the visible text inside a link is in its name) */}
      {!compact && <span className="mfadmin-app__about">{app.display_name2}</span>}
      {onToggleFavorite && (
        <button
          type="button"
          className={`mfadmin-app__star${app.favorite ? ' mfadmin-app__star--on' : ''}`}
          aria-pressed={app.favorite}
          aria-label={app.favorite ? APPS_TEXTS.unfavorite(app.display_name1) : APPS_TEXTS.favorite(app.display_name1)}
          onClick={() => onToggleFavorite(app)}
        >
          {app.favorite ? '★' : '☆'}
        </button>
      )}
    </li>
  );
}
