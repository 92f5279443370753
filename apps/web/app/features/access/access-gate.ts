/** The parts of getEventAccess's answer the gate reads (SPEC §4 "Access mode types"). */
export interface AccessFlags {
  login_required: boolean;
  authorised: boolean;
  joined: boolean;
  code_required: boolean;
  code_valid: boolean;
}

/** The screen that stands between a visitor and the attendee area, or null to let them in. */
export type AccessGate = 'login' | 'join' | 'access-code' | 'fields' | null;

/**
 * SPEC §4: access needs (login not required, or the user joined) and (no code required, or the
 * code is valid). Login comes before joining, joining before the code (a code alone does not
 * make a member), and the extra registration fields are asked last, only of a member (SPEC §4
 * "Login flow": joined users are checked for them). `fieldsSubmitted` is null when not checked.
 */
export function accessGate(access: AccessFlags, fieldsSubmitted: boolean | null): AccessGate {
  if (access.login_required && !access.authorised) return 'login';
  if (access.login_required && !access.joined) return 'join';
  if (access.code_required && !access.code_valid) return 'access-code';
  if (access.joined && fieldsSubmitted === false) return 'fields';
  return null;
}

/** Where each gate sends the visitor, relative to the event's base path. */
export const gateScreen: Record<Exclude<AccessGate, null>, string> = {
  login: 'login',
  join: 'join',
  'access-code': 'access-code',
  fields: 'onboarding?step=fields',
};
