import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, locationBody } from './schemas';

const valid = { name: 'Arcadia Downtown', display_name: 'Downtown', store_id: '0042', address: '1 Main St', phone: '(312) 555-0100' };

describe('locationBody', () => {
  it('accepts a valid location', () => {
    expect(locationBody.parse(valid)).toMatchObject(valid);
  });

  it('enforces the spec limits', () => {
    expect(locationBody.safeParse({ ...valid, name: 'x'.repeat(81) }).success).toBe(false);
    expect(locationBody.safeParse({ ...valid, display_name: 'x'.repeat(81) }).success).toBe(false);
    const store = locationBody.safeParse({ ...valid, store_id: '12a' });
    expect(store.success).toBe(false);
    expect(store.error?.issues[0]?.message).toBe(LOCATION_MESSAGES.storeIdDigits);
    expect(locationBody.safeParse({ ...valid, store_id: '12345' }).success).toBe(false);
    expect(locationBody.safeParse({ ...valid, phone: 'call me' }).success).toBe(false);
    expect(locationBody.safeParse({ ...valid, phone: '+1 312 555 0100 ext 12345' }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(locationBody.safeParse({ ...valid, admin: true }).success).toBe(false);
  });

  it('phrases duplicates as the spec does', () => {
    expect(LOCATION_MESSAGES.duplicate('store_id')).toBe('The store_id value set already exists.');
  });
});
