import { describe, expect, it } from 'vitest';
import { findControlChars } from './text';

describe('findControlChars', () => {
  it('walks a multipart-like body whose parts link back to all the parts, once each', () => {
    const fields: Record<string, unknown> = {};
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) fields[name] = { type: 'field', fieldname: name, value: 'ok', fields };
    expect(findControlChars(fields)).toBeNull();
    (fields.f as { value: string }).value = 'bad\u0000';
    expect(findControlChars(fields)).toBe('f.value');
  });

  it('does not read inside buffers or class instances (not typed text)', () => {
    expect(findControlChars({ file: Buffer.from('\u0000'), at: new Date(), name: 'x' })).toBeNull();
    expect(findControlChars({ list: ['fine', { deep: 'no\u0001' }] })).toBe('list.1.deep');
  });

  it('reads a query object the way Fastify builds it (its prototype has no prototype)', () => {
    function Query() {}
    Query.prototype = Object.create(null);
    const query = new (Query as unknown as new () => Record<string, string>)();
    query.q = 'x\u0000y';
    expect(findControlChars(query)).toBe('q');
  });
});
