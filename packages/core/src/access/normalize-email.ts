/** SPEC §5: e-mails are compared and stored lowercased with whitespace removed. */
export const normalizeEmail = (email: string): string => email.replace(/\s+/g, '').toLowerCase();
