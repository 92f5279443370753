import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { connectRealtime } from '../notifications/realtime-connection.ts';

/** While the event's stream is down (or not open to this visitor), a results page looks again this often. */
const POLL_MS = 10_000;
/** A result heard while the page is already fetching is fetched once that is done. */
const RETRY_MS = 500;

/**
 * Keeps an open leaderboard or survey results page current without a reload, as the feed wall
 * does (use-live-wall.ts): the event's live stream says a quiz got a new result (`quiz`
 * messages name the quiz, never who) and the page's data is fetched again. A guest of a close
 * event cannot open that stream; then, and whenever it is down, the page polls instead.
 * Nothing is fetched while the tab is hidden; a result heard then is fetched when it is shown.
 */
export function useLiveQuiz(eventId: number, quizId: number) {
  const revalidator = useRevalidator();
  const now = useRef(revalidator);
  useEffect(() => {
    now.current = revalidator;
  });

  useEffect(() => {
    let pending = false;
    const refresh = async () => {
      if (document.visibilityState !== 'visible' || now.current.state !== 'idle') {
        pending = true;
        return;
      }
      pending = false;
      await now.current.revalidate();
    };
    const retry = setInterval(() => pending && void refresh(), RETRY_MS);
    const shown = () => pending && void refresh();
    document.addEventListener('visibilitychange', shown);
    const connection =
      typeof EventSource === 'undefined'
        ? null
        : connectRealtime({
            open: () => new EventSource(`/api/v1/realtime/events/${eventId}`, { withCredentials: true }),
            poll: refresh,
            intervalMs: POLL_MS,
            events: ['quiz'],
            onMessage: (_type, message) => {
              if ((message as { quiz_id?: unknown } | null)?.quiz_id === quizId) void refresh();
            },
          });
    return () => {
      clearInterval(retry);
      document.removeEventListener('visibilitychange', shown);
      connection?.stop();
    };
  }, [eventId, quizId]);
}
