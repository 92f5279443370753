/**
 * Invoice CSVs for tests, the benchmark and docs/samples: valid rows in the documented format,
 * varied the way real spreadsheets are (companies with a NIP or an EU VAT number, people,
 * several items and rates, decimal commas), each with its own external_id.
 */

export const SAMPLE_HEADER = [
  'external_id', 'buyer_type', 'company_name', 'first_name', 'last_name', 'vat_number', 'street', 'building_number', 'flat_number',
  'postal_code', 'city', 'country', 'email', 'currency', 'issue_date', 'sale_date', 'payment_method', 'due_date',
  'item_1_name', 'item_1_quantity', 'item_1_net_price', 'item_1_vat_rate',
  'item_2_name', 'item_2_quantity', 'item_2_net_price', 'item_2_vat_rate',
];

/** Polish NIPs with valid checksums (public registry examples). */
const NIPS = ['5260250274', '7740001454', '5261040828', '5272525995', '1132191233'];

export type SampleRow = Record<string, string>;

export function sampleRow(i: number, over: SampleRow = {}): SampleRow {
  const kind = i % 3;
  const row: SampleRow = {
    external_id: `EXT-${String(i).padStart(6, '0')}`,
    buyer_type: kind === 2 ? 'personal' : 'company',
    company_name: kind === 0 ? `Firma Szkoleniowa ${i} sp. z o.o.` : kind === 1 ? `Messe Partner ${i} GmbH` : '',
    first_name: kind === 2 ? 'Zofia' : '',
    last_name: kind === 2 ? `Wiśniewska-${i}` : '',
    vat_number: kind === 0 ? NIPS[i % NIPS.length]! : kind === 1 ? 'DE811569869' : '',
    street: kind === 1 ? 'Messedamm' : 'ul. Marszałkowska',
    building_number: String(1 + (i % 120)),
    flat_number: kind === 2 ? '4' : '',
    postal_code: kind === 1 ? '14055' : '00-624',
    city: kind === 1 ? 'Berlin' : 'Warszawa',
    country: kind === 1 ? 'DE' : 'PL',
    email: `buyer${i}@example.com`,
    currency: kind === 1 ? 'EUR' : 'PLN',
    issue_date: '2027-04-30',
    sale_date: '2027-04-28',
    payment_method: kind === 0 ? 'transfer' : 'card',
    due_date: kind === 0 ? '2027-05-14' : '',
    item_1_name: 'Bilet konferencyjny / Conference ticket',
    item_1_quantity: String(1 + (i % 4)),
    item_1_net_price: '1 219,51',
    item_1_vat_rate: '23',
    item_2_name: kind === 2 ? '' : 'Warsztaty / Workshop',
    item_2_quantity: kind === 2 ? '' : '1',
    item_2_net_price: kind === 2 ? '' : '350,00',
    item_2_vat_rate: kind === 2 ? '' : '8',
    ...over,
  };
  return row;
}

const quote = (v: string, sep: string) => (v.includes(sep) || v.includes('"') || /[\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** A whole file: header and rows, `;`-separated by default (as Polish Excel saves "CSV"). */
export function sampleCsv(rows: SampleRow[], opts: { separator?: ',' | ';'; bom?: boolean; header?: string[] } = {}): string {
  const sep = opts.separator ?? ';';
  const header = opts.header ?? SAMPLE_HEADER;
  const lines = [header.join(sep), ...rows.map((r) => header.map((h) => quote(r[h] ?? '', sep)).join(sep))];
  return `${opts.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

export const sampleRows = (n: number, from = 1): SampleRow[] => Array.from({ length: n }, (_, k) => sampleRow(from + k));

/** A string as a stream of byte chunks, the way a file or an upload arrives. */
export async function* chunked(text: string, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
