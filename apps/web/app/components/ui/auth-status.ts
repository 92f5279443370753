/**
 * SPEC §4 "Auth loading statuses": each step of signing in with the progress it stands for.
 * ERROR has no percentage: the progress modal closes at once on it.
 */
export const authStatusProgress = {
  LOGGING_IN: 10,
  SIGNING_UP: 10,
  SUBMITTING_REQUIRED_DATA: 20,
  JOINING_EVENT: 40,
  DOWNLOADING_USER_DATA: 60,
  DOWNLOADING_EVENT_DATA: 80,
  SUCCESS: 100,
} as const;

export type AuthStatus = keyof typeof authStatusProgress | 'ERROR';

/** SPEC §9: the progress modal closes 1.5 s after SUCCESS. */
export const progressCloseDelayMs = 1500;

export function progressOf(status: AuthStatus): number | null {
  return status === 'ERROR' ? null : authStatusProgress[status];
}
