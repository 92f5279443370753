/**
 * Who may call an operation, written on its route as the OpenAPI extension `x-access`
 * (`createRoute({ ...xAccess('admin'), method, path, … })`). The rules themselves live in the core
 * services; the tag says which of them the operation follows, and role-matrix.test.ts calls every
 * operation as a guest, attendees, a moderator, an admin of another event and an admin of the
 * event and checks each answer against it. An operation without the tag fails that test.
 */
export const accessLevels = {
  public: 'Anyone, signed in or not. A token or secret in the request (sign-in, mailed links, refresh token) is checked as input, not as a role.',
  user: 'Any signed-in user (401 for guests); acts on the caller’s own account and data only.',
  event:
    'Whoever the event admits (SPEC §4): anyone on an open event; on a close or whitelist event its joined members and administrators (guests 401, others 403).',
  'event-user': 'As `event`, and signed in: a guest is 401 even on an open event (attendee lists, buying a ticket).',
  member: 'A signed-in joined member or administrator of the event, whatever its access mode (guests 401, others 403).',
  admin: 'The event’s administrators (SPEC §6: members tagged ADMINISTRATOR or members of its organization); anyone else 401 or 403.',
  moderator: 'Anyone who moderates an exhibitor or speaker of the event (SPEC §6: any moderator access grants the manage area); guests 401, others 403.',
  moderated:
    'The moderators of the exhibitor or speaker in the path (SPEC §6: exhibitor_moderators / speaker_moderators); guests 401, anyone who moderates nothing in the event 403, a moderator of another one 404.',
  owner: 'The signed-in user the resource in the path belongs to (the buyer or holder); anyone else is told nothing about it (401, 404, or an answer without it).',
  signature:
    'No role: a payment gateway calls it (server to server, or by sending the buyer back), and its signature or return hash is checked instead (400 payment.signature_invalid).',
} as const;

export type AccessLevel = keyof typeof accessLevels;

export const isAccessLevel = (v: unknown): v is AccessLevel => typeof v === 'string' && Object.hasOwn(accessLevels, v);

/** Spread into createRoute: `createRoute({ ...xAccess('member'), method: 'get', … })`. */
export const xAccess = (level: AccessLevel) => ({ 'x-access': level }) as const;

/** The vocabulary as the OpenAPI document's description explains it. */
export const accessLevelsDoc =
  'Every operation says who may call it in `x-access`: ' +
  Object.entries(accessLevels)
    .map(([k, v]) => `\`${k}\`: ${v}`)
    .join(' ');
