import { describe, expect, it } from 'vitest';
import { doneNotice, readFieldValues } from './specific-fields.server.ts';

describe('admin/specific-fields: the message after a successful post', () => {
  const fields = [{ id: 3, name: 'Company size' }];
  it('names an added or saved field by its own name, only while it exists', () => {
    expect(doneNotice(new URLSearchParams('done=added&id=3'), fields)).toEqual({ kind: 'added', name: 'Company size' });
    expect(doneNotice(new URLSearchParams('done=updated&id=3&name=Evil'), fields)).toEqual({ kind: 'updated', name: 'Company size' });
    expect(doneNotice(new URLSearchParams('done=added&id=4'), fields)).toBeNull();
    expect(doneNotice(new URLSearchParams('done=updated&id=x'), fields)).toBeNull();
  });

  it('says a field was removed, and nothing for any other address', () => {
    expect(doneNotice(new URLSearchParams('done=removed'), fields)).toEqual({ kind: 'removed' });
    expect(doneNotice(new URLSearchParams('done=hacked'), fields)).toBeNull();
    expect(doneNotice(new URLSearchParams(''), fields)).toBeNull();
  });
});

describe('admin/specific-fields: the posted field form', () => {
  it('reads the question, the required box and one translation per name_<locale> box', () => {
    const form = new FormData();
    form.set('name', 'Diet');
    form.set('required', 'on');
    form.set('name_pl', 'Dieta');
    form.set('name_de', '');
    // Anything else is not a translation (the service refuses locales it does not know).
    form.set('name_', 'x');
    form.set('name_polish', 'x');
    form.set('fieldId', '7');
    expect(readFieldValues(form)).toEqual({ name: 'Diet', required: true, translations: { pl: 'Dieta', de: '' } });
    expect(readFieldValues(new FormData())).toEqual({ name: '', required: false, translations: {} });
  });
});
