import { useLiveRefresh } from '../notifications/use-live-refresh.ts';

/**
 * Keeps an open leaderboard or survey results page current without a reload: the event's live
 * stream says a quiz got a new result (`quiz` messages name the quiz, never who). A guest of a
 * close event cannot open that stream; then, and whenever it is down, the page looks again every 10 s.
 */
export function useLiveQuiz(eventId: number, quizId: number) {
  useLiveRefresh({ eventId, events: ['quiz'], pollMs: 10_000, concerns: (m) => (m as { quiz_id?: unknown } | null)?.quiz_id === quizId });
}
