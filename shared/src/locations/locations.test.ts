import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, LOCATION_QUERY_MESSAGES, locationBody, locationListQuery, locationListQueryString, locationPaging, normaliseLocationListQuery } from './schemas';

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

describe('the location list query', () => {
  it('applies the defaults: 10 a page from the start, by name ascending, active only', () => {
    expect(normaliseLocationListQuery({})).toEqual({ limit: 10, offset: 0, sort: 'name', order: 'asc', active: 'true', search: '' });
    expect(normaliseLocationListQuery({ limit: '25', offset: '50', search_for: '  pier ' })).toMatchObject({ limit: 25, offset: 50, search: 'pier' });
  });

  it('spells every page the same way, search last and only when set', () => {
    const request = normaliseLocationListQuery({ active: 'both', search_for: 'a&b' });
    expect(locationListQueryString(request)).toBe('limit=10&offset=0&sort=name&order=asc&active=both&search_for=a%26b');
    expect(locationListQueryString(normaliseLocationListQuery({}))).toBe('limit=10&offset=0&sort=name&order=asc&active=true');
  });

  it('derives the spec paging object', () => {
    const at = (offset: number, total: number) => locationPaging(normaliseLocationListQuery({ offset: String(offset) }), total);
    expect(at(0, 25)).toEqual({
      limit: 10,
      offset: 0,
      total: 25,
      pageCount: 3,
      prevPage: null,
      nextPage: 'limit=10&offset=10&sort=name&order=asc&active=true',
    });
    expect(at(20, 25)).toMatchObject({ nextPage: null, prevPage: 'limit=10&offset=10&sort=name&order=asc&active=true' });
    expect(at(5, 25).prevPage).toBe('limit=10&offset=0&sort=name&order=asc&active=true');
    expect(at(90, 25).prevPage).toBe('limit=10&offset=20&sort=name&order=asc&active=true');
    expect(at(0, 0)).toMatchObject({ pageCount: 0, nextPage: null, prevPage: null });
  });

  it('refuses what it does not know, with the field named in the message', () => {
    const issue = (query: Record<string, string>) => locationListQuery.safeParse(query).error?.issues[0]?.message;
    expect(issue({ sort: 'password' })).toBe(LOCATION_QUERY_MESSAGES.sort);
    expect(issue({ limit: '101' })).toBe(LOCATION_QUERY_MESSAGES.limit);
    expect(issue({ limit: '0' })).toBe(LOCATION_QUERY_MESSAGES.limit);
    expect(issue({ offset: '-3' })).toBe(LOCATION_QUERY_MESSAGES.offset);
    expect(issue({ order: 'up' })).toBe(LOCATION_QUERY_MESSAGES.order);
    expect(locationListQuery.safeParse({ page: '2' }).success).toBe(false);
    expect(locationListQuery.parse({ limit: '100', offset: '0', sort: 'store_id', order: 'desc', active: 'both', search_for: 'x' })).toBeTruthy();
  });
});
