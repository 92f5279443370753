/**
 * Published (message `{ eventId }`) after anything a guest's landing page shows was saved, so
 * every web process drops its cached guest pages at once (they are keyed by host and path, not
 * by event, so all of them go: a publish is rare, a re-render cheap).
 */
export const landingChangedChannel = 'landing:changed';
