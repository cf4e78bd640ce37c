import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Strips scripts, event handlers and `javascript:` urls; links open in a new tab without access to this page. */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  doc.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  testId?: string;
}

/** The announcement body: the server already sanitizes it; sanitizing again here keeps a bad row harmless. */
export function SafeHtml({ html, className, testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      data-testid={testId}
      style={{ overflowWrap: 'anywhere', maxWidth: '100%' }}
      // sanitized just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** True when an HTML body has no visible text and no image (spec 5: "essentially empty counts as empty"). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  if (doc.body.querySelector('img,video,iframe,table')) return false;
  return (doc.body.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}
