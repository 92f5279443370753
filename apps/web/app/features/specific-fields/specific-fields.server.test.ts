import { describe, expect, it } from 'vitest';
import { doneNotice } from './specific-fields.server.ts';

describe('admin/specific-fields: the message after a successful post', () => {
  const fields = [{ id: 3, name: 'Company size' }];
  it('names an added field by its own name, only while it exists', () => {
    expect(doneNotice(new URLSearchParams('done=added&id=3'), fields)).toEqual({ kind: 'added', name: 'Company size' });
    expect(doneNotice(new URLSearchParams('done=added&id=4'), fields)).toBeNull();
    expect(doneNotice(new URLSearchParams('done=added&id=x'), fields)).toBeNull();
  });

  it('says a field was removed, and nothing for any other address', () => {
    expect(doneNotice(new URLSearchParams('done=removed'), fields)).toEqual({ kind: 'removed' });
    expect(doneNotice(new URLSearchParams('done=hacked'), fields)).toBeNull();
    expect(doneNotice(new URLSearchParams(''), fields)).toBeNull();
  });
});
