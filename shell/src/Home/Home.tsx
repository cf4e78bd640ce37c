import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import { useAuthStore, usePermission } from '@portal/shared/react';
import type { WidgetSlot } from '@portal/shared';
import { ASSISTANT_CHAT_PATH, ASSISTANT_CHAT_PERMISSION } from '@portal/shared/knowledge';
import { useRegistry } from '../registry/api';
import { RemoteWidgets, remotesWithSlot } from '../remote';
import { RobotOutlined, SvgIcon, TrophyOutlined } from '../Sidebar/icons';
import { portalLinks, TEXTS } from '../texts';
import { Avatar, Result } from '../ui';
import { markHomeInteractive } from './homeInteractive';
import { markPageContentDrawn } from '../Layout/pageContent';
import { AppQrCode } from './AppQrCode';
import './Home.css';

const SLOTS: WidgetSlot[] = ['home-main', 'home-side'];

/** Home (spec 2.13), plain markup (on the first paint, antd is not loaded yet): banner, quick links, nomination promo, Download App, and the remotes' widgets. */
export function Home() {
  // spec 6: roles.home_page.view must not be false
  if (!usePermission('home_page', 'view')) return <HomeDenied />;
  return <HomeContent />;
}

function HomeDenied() {
  // nothing more to draw here: page-wide widgets need not wait for the home widgets (../Layout/pageContent)
  useEffect(() => markPageContentDrawn(), []);
  return (
    <Result
      status="403"
      title={TEXTS.permissionDenied}
      extra={
        <a href={portalLinks().mainSite} className="portal-button portal-button--primary">
          {TEXTS.home.mainSite}
        </a>
      }
    />
  );
}

function HomeContent() {
  const claims = useAuthStore((s) => s.claims);
  const registry = useRegistry();
  const links = portalLinks();
  // the route's own rule: the entry is offered only to those the assistant page would let in
  const canAskAssistant = usePermission(ASSISTANT_CHAT_PERMISSION.module, ASSISTANT_CHAT_PERMISSION.action);

  // every (remote, slot) pair whose widgets must settle before the page counts as interactive
  const expected = useMemo(() => {
    if (!registry.data) return null;
    return SLOTS.flatMap((slot) => remotesWithSlot(registry.data, slot).map((r) => `${r.name}:${slot}`));
  }, [registry.data]);
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const handleSettled = useCallback((key: string) => setSettled((s) => (s.has(key) ? s : new Set(s).add(key))), []);

  useEffect(() => {
    const ready = registry.isError || (expected !== null && expected.every((k) => settled.has(k)));
    if (ready) requestAnimationFrame(() => markHomeInteractive());
  }, [expected, settled, registry.isError]);

  const slotContent = (slot: WidgetSlot) =>
    remotesWithSlot(registry.data, slot).map((r) => <RemoteWidgets key={r.name} remote={r} slot={slot} onSettled={() => handleSettled(`${r.name}:${slot}`)} />);

  return (
    <div className="portal-home">
      <section className="portal-home__banner" aria-labelledby="portal-home-welcome">
        <Avatar size={72} src={claims?.image_url} className="portal-home__avatar" />
        <div>
          <h1 id="portal-home-welcome" className="portal-home__title">
            {TEXTS.home.welcome(claims?.first_name ?? '')}
          </h1>
          <p className="portal-home__subtitle">{TEXTS.home.banner}</p>
        </div>
      </section>

      <section aria-label={TEXTS.home.quickLinks} className="portal-home__quick">
        {canAskAssistant && (
          <Link to={ASSISTANT_CHAT_PATH} className="portal-home__quick-link">
            <SvgIcon icon={RobotOutlined} /> {TEXTS.home.assistant}
          </Link>
        )}
        <a href={links.serviceTicket} target="_blank" rel="noreferrer" className="portal-home__quick-link">
          <SvgIcon icon={ToolOutlined} /> {TEXTS.home.serviceTicket}
        </a>
        <a href={links.supportTicket} target="_blank" rel="noreferrer" className="portal-home__quick-link">
          <SvgIcon icon={CustomerServiceOutlined} /> {TEXTS.home.supportTicket}
        </a>
      </section>

      <div className="portal-home__grid">
        <div className="portal-home__col portal-home__col--main">
          <div className="portal-home__slot" data-slot="home-main">
            {slotContent('home-main')}
          </div>
        </div>
        <div className="portal-home__col portal-home__col--side">
          <div className="portal-home__slot" data-slot="home-side">
            <div className="portal-card portal-home__promo">
              <SvgIcon icon={TrophyOutlined} className="portal-home__promo-icon" />
              <h2 className="portal-home__card-title">{TEXTS.home.nominationTitle}</h2>
              <p className="portal-home__card-text">{TEXTS.home.nominationText}</p>
              <a className="portal-button portal-button--primary" href={links.nomination} target="_blank" rel="noreferrer">
                {TEXTS.home.nominationCta}
              </a>
            </div>
            {slotContent('home-side')}
            <div className="portal-card">
              <h2 className="portal-home__card-title">{TEXTS.home.downloadApp}</h2>
              <div className="portal-home__qr">
                <figure>
                  <AppQrCode value={links.androidApp} title={TEXTS.home.qrAndroid} />
                  <figcaption>
                    <a href={links.androidApp} target="_blank" rel="noreferrer">
                      {TEXTS.home.android}
                    </a>
                  </figcaption>
                </figure>
                <figure>
                  <AppQrCode value={links.appleApp} title={TEXTS.home.qrApple} />
                  <figcaption>
                    <a href={links.appleApp} target="_blank" rel="noreferrer">
                      {TEXTS.home.apple}
                    </a>
                  </figcaption>
                </figure>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
