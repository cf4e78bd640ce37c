import type { Db } from '../../db';
import { factories } from '../../test/harness';
import { demoAppIcon, encodePng, pngDataUrl } from './demoImages';
import { intArray } from './queries';

/** A real 200x200 PNG as the form sends it. */
export const squareIcon = (letter = 'T') => ({ data: pngDataUrl(demoAppIcon(letter, '#336699')), type: 'image/png', name: 'icon.png' });

/** A PNG of any size (the size rules). */
export const pngOfSize = (width: number, height: number) => ({ data: pngDataUrl(encodePng(width, height, () => [10, 20, 30])), type: 'image/png', name: 'x.png' });

/** The header of a baseline JPEG of `width` x `height` (SOI, APP0, SOF0, EOI): enough for the byte checks. */
export function jpegOfSize(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  const bytes = Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
  return { data: `data:image/jpeg;base64,${bytes.toString('base64')}`, type: 'image/jpeg', name: 'x.jpg' };
}

/** A create body with every field the Save rule needs. */
export function shortcutBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Test App ${factories.unique()}`,
    display_name1: 'Test App',
    display_name2: 'An app made by a test.',
    link_desktop: 'https://test.arcadia.example/',
    link_mobile: 'https://m.test.arcadia.example/',
    group_ids: [],
    desktop_image: squareIcon(),
    ...overrides,
  };
}

/** An active shortcut inserted at the end of the order (for routes that only need one to exist); returns it. */
export async function insertShortcutRow(db: Db, overrides: { group_ids?: number[]; status?: 'active' | 'inactive' } = {}) {
  const status = overrides.status ?? 'active';
  const last = await db
    .selectFrom('shortcuts')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  const name = `Kit App ${factories.unique()}`;
  return db
    .insertInto('shortcuts')
    .values({
      name,
      display_name1: name,
      display_name2: 'kit',
      desktop_image: '/uploads/shortcuts/kit.png',
      mobile_image: null,
      link_desktop: 'https://kit.arcadia.example/',
      link_mobile: 'https://kit.arcadia.example/',
      group_ids: intArray(overrides.group_ids ?? []),
      sort_order: status === 'active' ? Number(last?.n ?? 0) + 1 : 1,
      status,
      created_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
