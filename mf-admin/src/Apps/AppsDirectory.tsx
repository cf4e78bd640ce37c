import { useState } from 'react';
import { App, Button, Flex, Input, Segmented, Spin, Typography } from 'antd';
import type { DirectoryShortcut } from '@portal/shared';
import { groupAlphabetically } from '@portal/shared/shortcuts';
import { useIsNarrow } from '@portal/shared/react';
import { useAppSearch, usePersonalOrder, useSavePersonalOrder, useToggleFavorite } from './api';
import { AppTile } from './AppTile';
import { PersonalOrderModal } from './PersonalOrderModal';
import { APPS_TEXTS as T } from './texts';
import { useAppsSearch } from './useAppsSearch';
import { QueryError } from '@portal/shared/pages';

type View = 'alphabetical' | 'personal';

function Grid({ apps, onToggleFavorite, label }: { apps: DirectoryShortcut[]; onToggleFavorite(app: DirectoryShortcut): void; label?: string }) {
  return (
    <ul className="mfadmin-apps-grid" aria-label={label}>
      {apps.map((app) => (
        <AppTile key={app.id} app={app} onToggleFavorite={onToggleFavorite} />
      ))}
    </ul>
  );
}

/**
 * /list-shortcuts, every signed-in user (spec 2.8, 4, 5, 6): the apps of the user's group, a search from 3
 * characters (empty resets), Favorites, all apps in alphabetical groups (or in the user's own order), and the
 * 'Personal order' modal, whose changes show at once and are put back with a message if saving fails.
 */
export function AppsDirectory() {
  const { message } = App.useApp();
  const narrow = useIsNarrow();
  const { text, setText, search, tooShort } = useAppsSearch();
  const apps = usePersonalOrder();
  const found = useAppSearch(search);
  const toggle = useToggleFavorite();
  const save = useSavePersonalOrder();
  const [view, setView] = useState<View>('alphabetical');
  const [ordering, setOrdering] = useState(false);

  const all = apps.data?.results ?? [];
  const favorites = all.filter((a) => a.favorite);
  // search results carry the favourite flag as it was; the directory's own list knows the latest
  const current = new Map(all.map((a) => [a.id, a]));
  const results = (found.data ?? []).map((a) => current.get(a.id) ?? a);

  function handleToggle(app: DirectoryShortcut) {
    toggle.mutate(app, { onError: () => message.error(T.favoriteFailed) });
  }

  function handleReorder(order: number[]) {
    save.mutate(order, { onError: () => message.error(T.personalOrderFailed) });
  }

  let body;
  if (apps.isPending) body = <Spin tip={T.loading} />;
  else if (apps.isError) body = <QueryError query={apps} fallback={T.loadFailed} />;
  else if (all.length === 0) body = <Typography.Paragraph>{T.noApps}</Typography.Paragraph>;
  else if (search)
    body = (
      <section className="mfadmin-apps-section" aria-live="polite">
        {found.isPending ? (
          <Spin />
        ) : results.length === 0 ? (
          <Typography.Paragraph>{T.noResults(search)}</Typography.Paragraph>
        ) : (
          <Grid apps={results} onToggleFavorite={handleToggle} label={T.allApps} />
        )}
      </section>
    );
  else
    body = (
      <>
        <section className="mfadmin-apps-section" aria-labelledby="apps-favorites">
          <h3 id="apps-favorites" className="mfadmin-apps-section__title">
            {T.favorites}
          </h3>
          {favorites.length ? <Grid apps={favorites} onToggleFavorite={handleToggle} /> : <Typography.Paragraph type="secondary">{T.noFavorites}</Typography.Paragraph>}
        </section>
        <section className="mfadmin-apps-section" aria-labelledby="apps-all">
          <Flex justify="space-between" align="center" wrap gap="small">
            <h3 id="apps-all" className="mfadmin-apps-section__title">
              {T.allApps}
            </h3>
            <Segmented<View>
              aria-label={T.viewLabel}
              value={view}
              onChange={setView}
              options={[
                { value: 'alphabetical', label: T.alphabetical },
                { value: 'personal', label: T.inMyOrder },
              ]}
            />
          </Flex>
          {view === 'personal' ? (
            <Grid apps={all} onToggleFavorite={handleToggle} label={T.inMyOrder} />
          ) : (
            groupAlphabetically(all).map(({ letter, apps: group }) => (
              <div key={letter} data-testid="apps-letter-group">
                <h4 className="mfadmin-apps-letter">{letter}</h4>
                <Grid apps={group} onToggleFavorite={handleToggle} label={letter} />
              </div>
            ))
          )}
        </section>
      </>
    );

  return (
    <Flex vertical gap="middle" style={{ padding: 16, minWidth: 0 }} data-testid="apps-directory">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      <Flex vertical={narrow} gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
        <div style={narrow ? undefined : { flex: '1 1 260px', maxWidth: 420 }}>
          <Input.Search
            value={text}
            onChange={(e) => setText(e.target.value)}
            allowClear
            aria-label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            aria-describedby="apps-search-hint"
            data-testid="apps-search"
          />
          <Typography.Text type="secondary" id="apps-search-hint" style={{ fontSize: 12, visibility: tooShort ? 'visible' : 'hidden' }}>
            {T.searchHint}
          </Typography.Text>
        </div>
        <Button onClick={() => setOrdering(true)} disabled={all.length < 2} block={narrow} data-testid="apps-personal-order">
          {T.personalOrder}
        </Button>
      </Flex>
      {body}
      {ordering && <PersonalOrderModal apps={all} saving={save.isPending} onReorder={handleReorder} onClose={() => setOrdering(false)} />}
    </Flex>
  );
}
