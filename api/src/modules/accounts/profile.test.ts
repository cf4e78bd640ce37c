import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, type Account, type SessionTokens } from '@portal/shared';
import { createTestContext, databases, type TestContext } from '../../test/harness';
import { accountsFingerprint } from './testSupport';

// the smallest valid JPEG header bytes are enough: the type is read from the magic number
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

/** My profile page (calendar spec 2.3, 5): names and phone can't be blank, the picture is a real .jpg/.png under 4 MB. */
describe.each(databases)('profile page on %s', (kind) => {
  let ctx: TestContext;
  let staffId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    staffId = await ctx.idOf('staff');
    await ctx.token('staff');
  });
  afterAll(() => ctx.close());

  const put = (payload: object) => ctx.request({ method: 'PUT', url: `/api/v1/accounts/${staffId}`, payload, as: 'staff' });

  it('answers blank first name, last name and phone with the spec’s messages, changing nothing', async () => {
    const before = await accountsFingerprint(ctx.db);
    const cases: Array<[object, string, string]> = [
      [{ first_name: '' }, 'first_name', PROFILE_MESSAGES.firstNameBlank],
      [{ last_name: '   ' }, 'last_name', PROFILE_MESSAGES.lastNameBlank],
      [{ phone_number: ' ' }, 'phone_number', PROFILE_MESSAGES.phoneBlank],
      [{ first_name: 'Sam', phone_number: '' }, 'phone_number', PROFILE_MESSAGES.phoneBlank],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', field, message });
    }
    expect(PROFILE_MESSAGES).toMatchObject({
      firstNameBlank: "First name can't be blank.",
      lastNameBlank: "Last name can't be blank.",
      phoneBlank: "Phone number can't be blank.",
    });
    // a picture that claims to be a JPEG but is not, and one of 4 MB
    expect((await put({ image: dataUrl(Buffer.from('not an image at all'), 'image/jpeg') })).json().error.message).toBe(ACCOUNT_MESSAGES.imageType);
    const big = Buffer.concat([JPEG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await put({ image: dataUrl(big, 'image/jpeg') })).json().error.message).toBe(ACCOUNT_MESSAGES.imageTooLarge);
    expect(await accountsFingerprint(ctx.db)).toEqual(before);
  });

  it('saves trimmed names, the phone and a .jpg picture, stored and served under /uploads/avatars/', async () => {
    const res = await put({ first_name: '  Samuel ', last_name: 'Carter-Ng', phone_number: '(214) 555-0177', image: dataUrl(JPEG, 'image/jpeg') });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: Account } & SessionTokens>();
    expect(body.results).toMatchObject({ first_name: 'Samuel', last_name: 'Carter-Ng', full_name: 'Samuel Carter-Ng', phone_number: '(214) 555-0177' });
    expect(body.results.url_image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.jpg$/);
    expect(body.token).toBeTruthy();
    const file = await ctx.request({ method: 'GET', url: body.results.url_image! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });
});
