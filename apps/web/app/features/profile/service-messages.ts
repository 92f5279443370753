/**
 * The profile service's zod messages are English (SPEC §5 wording); the form shows them through
 * these keys of the `profile` namespace. "At most N characters" carries its number.
 */
const exact: Record<string, string> = {
  'URLs must start with http': 'validation.url_http',
  'Invalid phone number (at least 7 digits)': 'validation.phone',
  'Invalid country calling code': 'validation.phone_code',
  'Choose a country from the list': 'validation.country',
};

export function serviceMessageKey(message: string): { key: string; values?: Record<string, number> } | null {
  const key = exact[message];
  if (key) return { key };
  const max = /^At most (\d+) characters$/.exec(message);
  if (max) return { key: 'validation.too_long', values: { max: Number(max[1]) } };
  return null;
}
