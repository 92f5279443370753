/**
 * A ticket's form_config (SPEC §3 "Ticket forms are stored per event ticket as a JSON config")
 * as the fields the details step asks each holder. The stored JSON has no fixed schema, so this
 * reads the shapes organizers write and ignores the rest:
 *   { fields: [ "company_size", { id, label, type, required, options } ] }  or the array alone.
 * `label` may be a string or a map of locale → text. Types: text, textarea, email, tel, number,
 * select (with options), checkbox.
 */

export type TicketFieldType = 'text' | 'textarea' | 'email' | 'tel' | 'number' | 'select' | 'checkbox';

export interface TicketFormField {
  id: string;
  label: string | Record<string, string>;
  type: TicketFieldType;
  required: boolean;
  options: string[];
}

const types: readonly TicketFieldType[] = ['text', 'textarea', 'email', 'tel', 'number', 'select', 'checkbox'];
const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

function readField(raw: unknown): TicketFormField | null {
  if (typeof raw === 'string') return idPattern.test(raw) ? { id: raw, label: raw.replaceAll('_', ' '), type: 'text', required: false, options: [] } : null;
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  const id = [o.id, o.name, o.key].find((v) => typeof v === 'string' || typeof v === 'number');
  if (id === undefined || !idPattern.test(String(id))) return null;
  const rawLabel = o.label ?? o.title ?? o.name;
  let label: TicketFormField['label'] = String(id).replaceAll('_', ' ');
  if (typeof rawLabel === 'string' && rawLabel.trim()) label = rawLabel.trim().slice(0, 300);
  else if (typeof rawLabel === 'object' && rawLabel !== null) {
    const entries = Object.entries(rawLabel).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
    if (entries.length) label = Object.fromEntries(entries.map(([k, v]) => [k, v.trim().slice(0, 300)]));
  }
  const type = types.includes(o.type as TicketFieldType) ? (o.type as TicketFieldType) : 'text';
  const options = Array.isArray(o.options) ? o.options.filter((v): v is string => typeof v === 'string' && v.length <= 200).slice(0, 50) : [];
  return { id: String(id), label, type: type === 'select' && options.length === 0 ? 'text' : type, required: o.required === true, options };
}

export function ticketFormFields(config: unknown): TicketFormField[] {
  const list = Array.isArray(config) ? config : typeof config === 'object' && config !== null ? (config as { fields?: unknown }).fields : null;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: TicketFormField[] = [];
  for (const raw of list.slice(0, 50)) {
    const field = readField(raw);
    if (field && !seen.has(field.id)) {
      seen.add(field.id);
      out.push(field);
    }
  }
  return out;
}

/** The label in the UI language, else English, else the first one written. */
export function fieldLabel(field: TicketFormField, locale: string): string {
  if (typeof field.label === 'string') return field.label;
  return field.label[locale] ?? field.label.en ?? Object.values(field.label)[0] ?? field.id;
}
