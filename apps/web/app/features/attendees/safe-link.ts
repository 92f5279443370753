/**
 * An href for a profile link a user typed: http(s) URLs as they are, a bare domain or handle
 * path gets https://, anything else (javascript:, data:, …) is no link at all.
 */
export function safeHref(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(v)) return `https://${v}`;
  return null;
}
