import { MAX_TICKETS_PER_ORDER } from '@foyer/core/tickets/purchase-input';
import { fitHolders, invoiceDraftFields, type CheckoutDraft, type CheckoutStep, type HolderDraft } from './checkout-draft.ts';
import type { TicketFormField } from './ticket-form-fields.ts';

/**
 * Names of the checkout inputs. One flat namespace so labels, errors and the hidden state agree:
 * `holders.2.email`, `holders.0.sf.company_size`, `invoice.vat_number`.
 */
export const fieldName = {
  holder: (i: number, f: 'first_name' | 'last_name' | 'email' | 'addons') => `holders.${i}.${f}`,
  holderAnswer: (i: number, id: string) => `holders.${i}.sf.${id}`,
  holderFilter: (i: number, groupId: number) => `holders.${i}.fg.${groupId}`,
  invoice: (f: string) => `invoice.${f}`,
} as const;

const str = (fd: FormData, name: string, max = 300) => {
  const v = fd.get(name);
  return typeof v === 'string' ? v.slice(0, max) : '';
};
const checked = (fd: FormData, name: string) => fd.get(name) !== null && fd.get(name) !== 'false';
const idList = (fd: FormData, name: string) =>
  fd
    .getAll(name)
    .map((v) => Number(v))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 20);

function quantityOf(fd: FormData, fallback: number): number {
  const n = Number(str(fd, 'quantity', 6));
  if (!Number.isInteger(n)) return fallback;
  return Math.min(Math.max(n, 1), MAX_TICKETS_PER_ORDER);
}

/**
 * A holder's filter-group answers: every `holders.<i>.fg.<group>` input posted. A group with
 * nothing ticked posts nothing, so it is left unanswered (the step is always read whole).
 */
function readFilterAnswers(fd: FormData, i: number): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  const prefix = `holders.${i}.fg.`;
  for (const key of new Set(fd.keys())) {
    if (!key.startsWith(prefix)) continue;
    const group = key.slice(prefix.length);
    if (!/^\d{1,9}$/.test(group) || Number(group) <= 0) continue;
    const tags = [...new Set(idList(fd, key))];
    if (tags.length) out[group] = tags;
  }
  return out;
}

function readHolder(fd: FormData, i: number, fields: readonly TicketFormField[]): HolderDraft {
  const specific_fields: HolderDraft['specific_fields'] = {};
  for (const f of fields) {
    const name = fieldName.holderAnswer(i, f.id);
    if (f.type === 'checkbox') specific_fields[f.id] = checked(fd, name);
    else {
      const v = str(fd, name, 2000);
      if (v.trim()) specific_fields[f.id] = v;
    }
  }
  return {
    first_name: str(fd, fieldName.holder(i, 'first_name'), 100),
    last_name: str(fd, fieldName.holder(i, 'last_name'), 100),
    email: str(fd, fieldName.holder(i, 'email'), 254),
    addons: idList(fd, fieldName.holder(i, 'addons')),
    specific_fields,
    filter_groups: readFilterAnswers(fd, i),
  };
}

/**
 * The posted step's inputs on top of the draft carried in the hidden field. Only the step that
 * was on screen is read: the other steps' values stay as they were.
 */
export function readStep(draft: CheckoutDraft, step: CheckoutStep, fd: FormData, fields: readonly TicketFormField[] = []): CheckoutDraft {
  if (step === 1) {
    const choice = str(fd, 'choice', 30);
    return fitHolders({ ...draft, choice: choice || draft.choice, quantity: quantityOf(fd, draft.quantity) });
  }
  if (step === 2) {
    const mine = Number(str(fd, 'mine', 4));
    const invoice = { ...draft.invoice };
    for (const f of invoiceDraftFields) invoice[f] = str(fd, fieldName.invoice(f));
    return {
      ...draft,
      personal: {
        first_name: str(fd, 'first_name', 100),
        last_name: str(fd, 'last_name', 100),
        email: str(fd, 'email', 254),
        phone: str(fd, 'phone', 30),
        company: str(fd, 'company', 200),
        position: str(fd, 'position', 200),
      },
      holders: draft.holders.map((_, i) => readHolder(fd, i, fields)),
      mine: Number.isInteger(mine) && mine >= -1 && mine < draft.quantity ? mine : draft.mine,
      want_invoice: checked(fd, 'want_invoice'),
      invoice,
      proforma: checked(fd, 'proforma'),
    };
  }
  return {
    ...draft,
    discount_code: str(fd, 'discount_code', 64).trim(),
    marketing_agreement: checked(fd, 'marketing_agreement'),
    terms_accepted: checked(fd, 'terms_accepted'),
    gdpr_consent: checked(fd, 'gdpr_consent'),
    gateway: str(fd, 'gateway', 20) || draft.gateway,
  };
}

/** The step a post came from (the hidden `step` field), 1 when missing or damaged. */
export function postedStep(fd: FormData): CheckoutStep {
  const n = Number(fd.get('step'));
  return n === 2 || n === 3 ? n : 1;
}
