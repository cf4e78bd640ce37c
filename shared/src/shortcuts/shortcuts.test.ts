import { describe, expect, it } from 'vitest';
import { canSaveShortcut, groupAlphabetically, imageSizeOf, isHttpLink, moveId, shortcutCreateBody, truncateText } from '..';

describe('shortcut rules', () => {
  it('truncates for display with an ellipsis (spec 9)', () => {
    expect(truncateText('Payroll Portal', 18)).toBe('Payroll Portal');
    expect(truncateText('A very long shortcut name indeed', 18)).toBe('A very long shortc…');
    expect(truncateText('https://payroll.arcadia.example/', 10)).toBe('https://pa…');
  });

  it('enables Save only with name, app name, description, both links and a desktop image (spec 5)', () => {
    const full = { name: 'a', display_name1: 'b', display_name2: 'c', link_desktop: 'd', link_mobile: 'e', hasDesktopImage: true };
    expect(canSaveShortcut(full)).toBe(true);
    for (const key of ['name', 'display_name1', 'display_name2', 'link_desktop', 'link_mobile'] as const) expect(canSaveShortcut({ ...full, [key]: '  ' }), key).toBe(false);
    expect(canSaveShortcut({ ...full, hasDesktopImage: false })).toBe(false);
  });

  it('accepts only full http(s) links', () => {
    expect(isHttpLink('https://payroll.arcadia.example/login?x=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'payroll', '//evil.example', 'https://', 'http://a b']) expect(isHttpLink(bad), bad).toBe(false);
  });

  it('limits the description to 200 characters', () => {
    const body = { name: 'n', display_name1: 'a', link_desktop: 'https://a.example', link_mobile: 'https://a.example', desktop_image: { data: 'x' } };
    expect(shortcutCreateBody.safeParse({ ...body, display_name2: 'x'.repeat(200) }).success).toBe(true);
    expect(shortcutCreateBody.safeParse({ ...body, display_name2: 'x'.repeat(201) }).success).toBe(false);
  });

  it('groups apps alphabetically by app name, anything else under # last', () => {
    const apps = ['time clock', 'Benefits', '3D Viewer', 'brand kit', 'Éclair'].map((display_name1) => ({ display_name1 }));
    expect(groupAlphabetically(apps).map((g) => [g.letter, g.apps.map((a) => a.display_name1)])).toEqual([
      ['B', ['Benefits', 'brand kit']],
      ['E', ['Éclair']],
      ['T', ['time clock']],
      ['#', ['3D Viewer']],
    ]);
  });

  it('moves an id to a place in a list', () => {
    expect(moveId([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 3, 2]);
  });

  it('reads the pixel size of a .png or a .jpg from its header', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 200, 0, 0, 0, 150]);
    expect(imageSizeOf(png)).toEqual({ width: 200, height: 150 });
    const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc2, 0, 17, 8, 0, 200, 0, 200, 3]);
    expect(imageSizeOf(jpg)).toEqual({ width: 200, height: 200 });
    expect(imageSizeOf(new Uint8Array([0x47, 0x49, 0x46]))).toBeNull();
    expect(imageSizeOf(png.subarray(0, 20))).toBeNull();
  });
});
