import { Link } from 'react-router-dom';
import { Result } from '../ui';
import { TEXTS } from '../texts';

/** Any path of the public area (/ap, /ab) that is not a public viewer (spec, public viewer pages). */
export function Oops() {
  return (
    <main className="portal-public">
      <Result status="403" title={<h1 className="portal-page-title">{TEXTS.oops.title}</h1>} extra={<Link to="/signin">{TEXTS.oops.signIn}</Link>} />
    </main>
  );
}
