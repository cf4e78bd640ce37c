import { Link } from 'react-router-dom';
import { Result } from '../ui';
import { TEXTS } from '../texts';

/** A path no remote owns (or that its owner does not know). */
export function NotFound() {
  return (
    <Result status="404" title={<h1 className="portal-page-title">{TEXTS.notFound.title}</h1>} subTitle={TEXTS.notFound.text} extra={<Link to="/">{TEXTS.notFound.home}</Link>} />
  );
}
