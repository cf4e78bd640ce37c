import { lazy, Suspense, type ComponentType } from 'react';
import { usePageContentDrawn } from '../Layout/pageContent';

const SIZE = 112;

interface QrCodeProps {
  value: string;
  size: number;
  title: string;
}

/** The box the code takes, drawn until the code is: the card keeps its size, nothing moves when the code comes. */
function QrPlaceholder() {
  return <span className="portal-home__qr-placeholder" aria-hidden="true" />;
}

/**
 * qrcode.react in a chunk of its own: encoding two codes (mask penalty scoring) is ~30 ms of CPU on a slow kiosk, and
 * the Download App card is not what a person opens the home page for. If the chunk cannot be fetched the card keeps
 * its store links (the figure captions), and the page does not fail for it.
 */
const QRCodeSVG = lazy<ComponentType<QrCodeProps>>(() =>
  import(/* webpackChunkName: "qrcode" */ 'qrcode.react').then(
    (m) => ({ default: m.QRCodeSVG }),
    () => ({ default: QrPlaceholder }),
  ),
);

/** An app store QR code, drawn once the home page's content is up (../Layout/pageContent), like the page-wide widgets. */
export function AppQrCode({ value, title }: { value: string; title: string }) {
  const contentDrawn = usePageContentDrawn(true);
  if (!contentDrawn) return <QrPlaceholder />;
  return (
    <Suspense fallback={<QrPlaceholder />}>
      <QRCodeSVG value={value} size={SIZE} title={title} />
    </Suspense>
  );
}
