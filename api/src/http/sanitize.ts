import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the portal's editors (announcements, newsletters, news) is stored and served as HTML that
 * other users' browsers render, so it is cleaned on the server with an allow-list: whatever is not listed is dropped.
 */

/** Inline images pasted into an editor arrive as data URLs; only raster types that cannot carry script. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const ALLOWED_TAGS = [
  'p',
  'div',
  'span',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'font',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'center',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
];

/** Layout-only CSS properties; a value never gets `url(`/`expression(` through these patterns. */
const SAFE_CSS_VALUE = /^(?:[#a-z0-9%.,\s'"-]|rgba?\([\d\s.,%]+\))+$/i;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'text-align',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-decoration',
  'line-height',
  'width',
  'max-width',
  'height',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-collapse',
  'vertical-align',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'dir', 'lang'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width', 'align'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign', 'scope'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_CSS_VALUE]])) },
  // dropped with their content (not just unwrapped), so no script text leaks into the body
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
  transformTags: {
    // links open outside the portal without giving the new page a handle on ours
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || (frame.attribs.src.startsWith('data:') && !SAFE_DATA_IMAGE.test(frame.attribs.src))),
};

/** Allow-listed rich HTML: text formatting, links, images, tables. No script, style, frames, handlers or script URLs. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS).trim();
}

const BLOCK_BREAK = /<\s*(br|\/p|\/div|\/h[1-6]|\/li|\/tr|\/blockquote|\/pre)\b[^>]*>/gi;

/** The text a reader sees, for SMS/plain-text mail and "is the body essentially empty?" checks. */
export function toPlainText(html: string): string {
  const withBreaks = (html ?? '').replace(BLOCK_BREAK, (m) => `${m}\n`);
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d{1,7});/g, (_, n: string) => codePoint(Number(n)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, n: string) => codePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

/** An out-of-range reference would make String.fromCodePoint throw. */
function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
}
