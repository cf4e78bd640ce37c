/**
 * The demo news pictures (see ./seed): the title on a gradient, drawn as an SVG so the demo needs no image files. The
 * title is wrapped between words and sized to fit a safe area of the picture, measured with the same layout that draws
 * it, so no word is ever cut ("…VR Arena at Dal") and no line leaves the picture where a page crops it.
 */

export const PICTURE = { width: 800, height: 450 } as const;
/**
 * Where the title must stay: the pages show the picture with `object-fit: cover` in boxes from about 1.2:1 (a
 * carousel card) to 1.9:1 (the article), which crop up to a sixth of the width from each side, or a few percent of
 * the height.
 */
export const SAFE_AREA = { width: 520, height: 330 } as const;
const FONT_SIZES = { max: 56, min: 24, step: 2 } as const;
const LINE_HEIGHT = 1.2;
/** The fonts the SVG names, Arial's metrics first; the widths below are the widest of them. */
const FONT_FAMILY = "Arial, 'Liberation Sans', Helvetica, 'DejaVu Sans', sans-serif";

/**
 * Advance widths of the printable ASCII characters (space to ~), bold, in thousandths of an em: per character the
 * larger of Arial's (Liberation Sans, metric-compatible) and DejaVu Sans' (Debian's default sans-serif, ~20 % wider),
 * measured in Chromium's canvas. A title measured with them fits whichever of the fonts the viewer has.
 */
const ASCII_WIDTHS = [
  349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611, 1000, 774, 763,
  734, 831, 684, 684, 821, 837, 373, 557, 775, 638, 996, 837, 851, 733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 557, 500, 675, 716, 593, 716, 679,
  436, 716, 712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
];
/** any other character: one em, wider than any Latin letter */
const OTHER_WIDTH = 1000;

/** The drawn width of `text` in bold at `fontSize` px. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code < 127 ? ASCII_WIDTHS[code - 32]! : OTHER_WIDTH;
  }
  return (units * fontSize) / 1000;
}

export interface TitleLayout {
  fontSize: number;
  lineHeight: number;
  lines: string[];
  /** false only when a single word is wider than the safe area even at the smallest size (it is then split) */
  fits: boolean;
}

/** Greedy word wrap at `fontSize`: null when a word alone is wider than `width`. */
function wrap(words: string[], fontSize: number, width: number): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    if (textWidth(word, fontSize) > width) return null;
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A word wider than `width` cut into pieces that fit, each but the last ending in a hyphen (the last resort). */
function splitWord(word: string, fontSize: number, width: number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (textWidth(rest, fontSize) > width) {
    let n = rest.length - 1;
    while (n > 1 && textWidth(`${rest.slice(0, n)}-`, fontSize) > width) n--;
    pieces.push(`${rest.slice(0, n)}-`);
    rest = rest.slice(n);
  }
  return [...pieces, rest];
}

/**
 * The title's lines and size: the largest size (56 down to 24 px) at which the words, wrapped between words, fit the
 * safe area's width and height. What `demoPicture` draws, and what the test measures.
 */
export function layoutTitle(title: string, area: { width: number; height: number } = SAFE_AREA): TitleLayout {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (let fontSize = FONT_SIZES.max; fontSize >= FONT_SIZES.min; fontSize -= FONT_SIZES.step) {
    const lines = wrap(words, fontSize, area.width);
    if (lines && lines.length * fontSize * LINE_HEIGHT <= area.height) return { fontSize, lineHeight: fontSize * LINE_HEIGHT, lines, fits: true };
  }
  const fontSize = FONT_SIZES.min;
  const pieces = words.flatMap((w) => (textWidth(w, fontSize) > area.width ? splitWord(w, fontSize, area.width) : [w]));
  const lines = (wrap(pieces, fontSize, area.width) ?? pieces).slice(0, Math.max(1, Math.floor(area.height / (fontSize * LINE_HEIGHT))));
  return { fontSize, lineHeight: fontSize * LINE_HEIGHT, lines, fits: false };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The picture as an SVG data URL: a diagonal gradient `from` → `to` and the title, wrapped, centred. */
export function demoPicture(title: string, from: string, to: string): string {
  const { width, height } = PICTURE;
  const layout = layoutTitle(title);
  // the block of lines centred vertically; each line's baseline ~0.35 em below its middle
  const top = height / 2 - (layout.lines.length * layout.lineHeight) / 2 + layout.lineHeight / 2 + layout.fontSize * 0.35;
  const lines = layout.lines.map((line, i) => `<tspan x="${width / 2}" y="${(top + i * layout.lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text font-family="${FONT_FAMILY}" font-size="${layout.fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${lines}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
