import { describe, expect, it } from 'vitest';
import { DEMO_NEWS } from './seed';
import { demoPicture, layoutTitle, PICTURE, SAFE_AREA, textWidth } from './demoPicture';

const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('demo news pictures', () => {
  it('fit every demo title whole in the safe area: wrapped between words, no word cut, nothing dropped', () => {
    const titled = DEMO_NEWS.filter((item) => item.image);
    expect(titled.length).toBeGreaterThan(0);
    for (const item of titled) {
      const layout = layoutTitle(item.title);
      expect(layout.fits, item.title).toBe(true);
      // the lines are the title's words, in order, each whole
      expect(layout.lines.join(' '), item.title).toBe(item.title.trim().split(/\s+/).join(' '));
      for (const line of layout.lines) expect(textWidth(line, layout.fontSize), `${item.title}: "${line}"`).toBeLessThanOrEqual(SAFE_AREA.width);
      expect(layout.lines.length * layout.lineHeight, item.title).toBeLessThanOrEqual(SAFE_AREA.height);
    }
  });

  it('draws the lines it laid out, centred, and inside the picture', () => {
    const title = 'Tour the new VR Arena at Dallas Galleria';
    const layout = layoutTitle(title);
    expect(layout.lines.length).toBeGreaterThan(1);
    const svg = svgOf(demoPicture(title, '#ff512f', '#dd2476'));
    const drawn = [...svg.matchAll(/<tspan x="([\d.]+)" y="([\d.]+)">([^<]*)<\/tspan>/g)];
    expect(drawn.map((m) => m[3])).toEqual(layout.lines);
    expect(svg).toContain(`font-size="${layout.fontSize}"`);
    expect(svg).toContain('text-anchor="middle"');
    for (const [, x, y] of drawn) {
      expect(Number(x)).toBe(PICTURE.width / 2);
      // each baseline inside the safe band around the middle
      expect(Math.abs(Number(y) - PICTURE.height / 2)).toBeLessThan(SAFE_AREA.height / 2);
    }
  });

  it('shrinks a long title instead of cutting it, and escapes what XML would misread', () => {
    const long = 'Quarterly operations update for every location manager: prizes, staffing, maintenance & guest feedback';
    const layout = layoutTitle(long);
    expect(layout.fits).toBe(true);
    expect(layout.fontSize).toBeLessThan(layoutTitle('Short news').fontSize);
    expect(layout.lines.join(' ')).toBe(long);
    const svg = svgOf(demoPicture('Fish & <chips>', '#000000', '#ffffff'));
    expect(svg).toContain('Fish &amp; &lt;chips&gt;');
  });

  it('splits a single word wider than the picture only as a last resort, with a hyphen', () => {
    const word = 'W'.repeat(40);
    const layout = layoutTitle(word);
    expect(layout.fits).toBe(false);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines[0]!.endsWith('-')).toBe(true);
    for (const line of layout.lines) expect(textWidth(line, layout.fontSize)).toBeLessThanOrEqual(SAFE_AREA.width);
  });
});
