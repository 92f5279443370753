/**
 * One CSV field for files people open in a spreadsheet: quoted when it holds a separator, a
 * quote or a line break; a leading = + - @ gets a ' so the spreadsheet shows the text instead of
 * running it as a formula (a buyer or attendee name is anyone's input).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file from a header and rows (CRLF, as spreadsheets write them). */
export const csvLines = (header: string[], rows: (string | number | null)[][]): string => [header.join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n';
