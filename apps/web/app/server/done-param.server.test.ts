import { describe, expect, it } from 'vitest';
import { doneHref, readDone } from './done-param.server.ts';

const read = (href: string, kinds: readonly string[]) => readDone(new URL(href, 'http://x').searchParams, kinds);

describe('the ?done= of post/redirect/get', () => {
  it('round-trips a kind with the id of the row it made, or the name of one it deleted', () => {
    expect(doneHref('/demo/admin/discount-codes', 'created', { id: 7 })).toBe('/demo/admin/discount-codes?done=created&id=7');
    expect(read(doneHref('/a', 'created', { id: 7 }), ['created'])).toEqual({ kind: 'created', id: 7, name: null });
    expect(read(doneHref('/a', 'deleted', { name: 'SUMMER & CO' }), ['deleted'])).toEqual({ kind: 'deleted', id: null, name: 'SUMMER & CO' });
    expect(doneHref('/a', 'removed')).toBe('/a?done=removed');
  });
  it('says nothing of a kind the screen does not know, and keeps no id that is not one', () => {
    expect(read('/a?done=admin.title', ['created'])).toBeNull();
    expect(read('/a', ['created'])).toBeNull();
    expect(read('/a?done=created&id=2147483648', ['created'])).toEqual({ kind: 'created', id: null, name: null });
    expect(read('/a?done=created&id=-1', ['created'])?.id).toBeNull();
  });
});
