import { useTranslation } from 'react-i18next';
import { When } from '../../components/when.tsx';
import { useLiveRefresh } from '../notifications/use-live-refresh.ts';
import type { ProjectorData } from './discussion.server.ts';
import { DISCUSSION_POLL_MS, concernsSession } from './discussion-links.ts';
import './discussion.css';
import { ScreenMain } from '../../components/screen-main';

/**
 * The projector (SPEC §2 "external-style page"): the session's approved questions in large type,
 * newest first, arriving live; no menu and no controls, for the screen behind the speaker.
 */
export function ProjectorPage({ data }: { data: ProjectorData }) {
  const { t } = useTranslation('discussion');
  const s = data.session;
  useLiveRefresh({ eventId: data.eventId, events: ['agenda_question'], pollMs: DISCUSSION_POLL_MS, concerns: concernsSession(data.componentId, s.id) });
  return (
    <ScreenMain className="qa-projector" aria-labelledby="qa-projector-title">
      <header>
        <p className="qa-projector-event">{data.eventTitle}</p>
        <h1 id="qa-projector-title">{s.name}</h1>
        <p className="qa-projector-when">
          <When value={s.time_start} style="time" timeZone={s.time_zone} /> – <When value={s.time_end} style="time" timeZone={s.time_zone} />
          {s.speakers.length > 0 ? ` · ${s.speakers.join(', ')}` : ''}
        </p>
      </header>
      {data.questions.length === 0 ? (
        <p className="qa-projector-empty">{t('projector_empty')}</p>
      ) : (
        <ol className="qa-projector-list" aria-live="polite" aria-relevant="additions" data-testid="projector-questions">
          {data.questions.map((q) => (
            <li key={q.id}>
              <p className="qa-projector-text">{q.question}</p>
              <p className="qa-projector-meta">
                {q.asker ?? t('anonymous_asker')} · <span aria-hidden="true">▲</span> {t('likes', { count: q.likes })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </ScreenMain>
  );
}
