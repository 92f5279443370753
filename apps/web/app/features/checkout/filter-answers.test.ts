import { describe, expect, it } from 'vitest';
import { decodeDraft, emptyDraft, encodeDraft, fitHolders, type CheckoutDraft } from './checkout-draft.ts';
import { inputForPath, toFilterResponses, toPurchaseInput, toPurchaseRaw } from './purchase-mapping.ts';
import { fieldName, readStep } from './read-step.ts';

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

function filled(over: Partial<CheckoutDraft> = {}): CheckoutDraft {
  const d = emptyDraft({ choice: 'ticket:12', personal: { first_name: 'Zofia', last_name: 'Łęcka', email: 'zofia@test.foyer' } });
  return fitHolders({ ...d, terms_accepted: true, ...over });
}

/** Step 2 as posted: the buyer's data plus each holder's name fields. */
const step2 = (extra: [string, string][]) =>
  form([
    ['first_name', 'Zofia'],
    ['last_name', 'Łęcka'],
    ['email', 'zofia@test.foyer'],
    ['mine', '0'],
    ['holders.1.first_name', 'Jan'],
    ['holders.1.last_name', 'Nowak'],
    ['holders.1.email', 'jan@test.foyer'],
    ...extra,
  ]);

describe('filter-group answers in the checkout form', () => {
  it('reads every ticked tag per holder and group, dropping junk and unanswered groups', () => {
    const d = filled({ quantity: 2 });
    const next = readStep(
      d,
      2,
      step2([
        ['holders.0.fg.3', '31'],
        ['holders.0.fg.3', '32'],
        ['holders.0.fg.3', '31'],
        ['holders.1.fg.4', '41'],
        ['holders.1.fg.5', ''], // "no answer" radio
        ['holders.1.fg.x', '9'],
        ['holders.1.fg.6', 'abc'],
      ]),
    );
    expect(next.holders[0]!.filter_groups).toEqual({ '3': [31, 32] });
    expect(next.holders[1]!.filter_groups).toEqual({ '4': [41] });
  });

  it('clears a group when nothing of it is posted any more, and survives the hidden field', () => {
    const d = filled({ quantity: 2 });
    d.holders[1]!.filter_groups = { '4': [41] };
    const next = readStep(d, 2, step2([]));
    expect(next.holders[1]!.filter_groups).toEqual({});
    // Another step leaves the answers as they were, and the hidden field keeps them.
    d.holders[0]!.filter_groups = { '3': [31, 32] };
    const carried = decodeDraft(encodeDraft(readStep(d, 3, form([['terms_accepted', 'on']]))));
    expect(carried.holders.map((h) => h.filter_groups)).toEqual([{ '3': [31, 32] }, { '4': [41] }]);
  });

  it('maps answers to SPEC §3 filter_group_responses per guest', () => {
    const d = filled({ quantity: 2, gdpr_consent: true });
    d.holders[0]!.filter_groups = { '3': [31, 32], '4': [] };
    d.holders[1] = { first_name: 'Jan', last_name: 'Nowak', email: 'jan@test.foyer', addons: [], specific_fields: {}, filter_groups: { '4': [41] } };
    const raw = toPurchaseRaw(d);
    expect(raw.tickets_for?.map((h) => h.filter_group_responses)).toEqual([[{ filter_group_id: 3, filter_tag_ids: [31, 32] }], [{ filter_group_id: 4, filter_tag_ids: [41] }]]);
    const parsed = toPurchaseInput(d);
    expect(parsed.ok && parsed.input.tickets_for[1]!.filter_group_responses).toEqual([{ filter_group_id: 4, filter_tag_ids: [41] }]);
  });

  it('sends a lone buyer’s answers at the top level, and none when there are none', () => {
    const d = filled();
    expect(toPurchaseRaw(d).filter_group_responses).toEqual([]);
    d.holders[0]!.filter_groups = { '3': [32] };
    const raw = toPurchaseRaw(d);
    expect(raw.tickets_for).toEqual([]);
    expect(raw.filter_group_responses).toEqual([{ filter_group_id: 3, filter_tag_ids: [32] }]);
    expect(toFilterResponses(undefined)).toEqual([]);
  });

  it('shows a refused answer on its group’s inputs', () => {
    const d = filled({ quantity: 2 });
    d.holders[1]!.filter_groups = { '3': [31], '4': [99] };
    expect(inputForPath(['tickets_for', '1', 'filter_group_responses', '1', 'filter_tag_ids', '0'], d)).toBe(fieldName.holderFilter(1, 4));
    expect(inputForPath(['tickets_for', '1', 'filter_group_responses', '0', 'filter_group_id'], d)).toBe('holders.1.fg.3');
    // An index the draft does not have is a form-level error rather than a wrong field.
    expect(inputForPath(['tickets_for', '1', 'filter_group_responses', '7', 'filter_group_id'], d)).toBe('');
    const lone = filled();
    lone.holders[0]!.filter_groups = { '5': [51] };
    expect(inputForPath(['filter_group_responses', '0', 'filter_tag_ids', '0'], lone)).toBe('holders.0.fg.5');
  });
});
