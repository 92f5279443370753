import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

/*
 * BlueMedia (Autopay) hashes: SHA-256 of the non-empty values in the order they appear (in the
 * query, or in the XML document), joined with '|', followed by '|' and the shared key.
 */

export function bluemediaHash(values: readonly (string | number | null | undefined)[], sharedKey: string): string {
  const parts = values.map((v) => (v === null || v === undefined ? '' : String(v))).filter((v) => v !== '');
  return createHash('sha256').update([...parts, sharedKey].join('|'), 'utf8').digest('hex');
}

// No entity expansion: documents are parsed before their hash is checked.
const ordered = new XMLParser({ preserveOrder: true, parseTagValue: false, processEntities: false, ignoreDeclaration: true, trimValues: true });
const plain = new XMLParser({ parseTagValue: false, processEntities: false, ignoreDeclaration: true, trimValues: true, isArray: (_name, jpath) => String(jpath) === 'transactionList.transactions.transaction' });

type OrderedNode = Record<string, unknown>;

/** Leaf values in document order, leaving out every element named `hash`. */
function leafValues(nodes: unknown, out: string[] = []): string[] {
  if (!Array.isArray(nodes)) return out;
  for (const node of nodes as OrderedNode[]) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@' || key.toLowerCase() === 'hash') continue;
      if (key === '#text') out.push(String(value));
      else leafValues(value, out);
    }
  }
  return out;
}

/** Parses an XML document and gives both its object form and the values its hash covers. */
export function parseBluemediaXml(xml: string): { doc: Record<string, unknown>; hashedValues: string[] } | null {
  try {
    const doc = plain.parse(xml) as Record<string, unknown>;
    const hashedValues = leafValues(ordered.parse(xml));
    return { doc, hashedValues };
  } catch {
    return null;
  }
}

/** Amount as BlueMedia writes it: major units with a dot and two decimals ("12.34"). */
export function bluemediaAmount(grosze: number): string {
  return `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234; anything else → null. */
export function parseBluemediaAmount(v: unknown): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(v ?? ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
