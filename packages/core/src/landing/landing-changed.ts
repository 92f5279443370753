/**
 * Published (message `{ eventId }`) after anything a guest's landing page shows was saved, so
 * every web process drops its cached copies of that page at once.
 */
export const landingChangedChannel = 'landing:changed';

export function landingChangedEventId(message: unknown): number | null {
  const id = (message as { eventId?: unknown } | null)?.eventId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
