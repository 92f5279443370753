import { useFormAnswer } from '../../components/ui/use-form-answer.ts';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import type { QuestionAnswer, SessionListsData } from './discussion.server.ts';
import './discussion.css';

type Item = SessionListsData['ongoing'][number];

function SessionList({ id, title, items, href, timeZone }: { id: string; title: string; items: Item[]; href: (s: Item) => string; timeZone: string }) {
  const { t } = useTranslation('discussion');
  return (
    <section aria-labelledby={id} className="qa-sessions">
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="qa-muted">{t('no_sessions')}</p>
      ) : (
        <ul>
          {items.map((s) => (
            <li key={s.id}>
              <Link to={href(s)}>{s.name}</Link>
              <small className="qa-muted">
                <When value={s.time_start} style="slot" timeZone={timeZone} /> · {t('questions_count', { count: s.questions })}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The administrators' switch: questions wait for a moderator before anyone else sees them. */
function ModerationSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('discussion');
  const fetcher = useFetcher<QuestionAnswer>();
  const saved = fetcher.state === 'idle' && fetcher.data?.ok;
  // Also the refusal of the form sent before the page was interactive (the page's own action data).
  const { failed } = useFormAnswer(fetcher, { intent: 'moderation' });
  return (
    <fetcher.Form method="post" className="qa-moderation">
      <fieldset>
        <legend>{t('moderation')}</legend>
        <label className="qa-check">
          <input type="radio" name="questions_moderated" value="on" defaultChecked={on} />
          <span>{t('moderation_on')}</span>
        </label>
        <label className="qa-check">
          <input type="radio" name="questions_moderated" value="off" defaultChecked={!on} />
          <span>{t('moderation_off')}</span>
        </label>
      </fieldset>
      <button type="submit" className={buttonClass('secondary')} disabled={fetcher.state !== 'idle'}>
        {t('moderation_save')}
      </button>
      <p role="status" className={failed ? 'qa-error' : 'qa-muted'}>
        {saved ? t('moderation_saved') : failed ? t('error.failed') : ''}
      </p>
    </fetcher.Form>
  );
}

/** `component/{id}/questions`: the sessions taking questions — now, coming up, finished (SPEC §4 session lists). */
export function SessionListsPage({ data, basePath }: { data: SessionListsData; basePath: string }) {
  const { t } = useTranslation('discussion');
  const agenda = `${basePath}/component/${data.component.id}`;
  const href = (s: Item) => `${agenda}/agenda_sessions/${s.id}/questions`;
  return (
    <section className="qa" aria-labelledby="qa-sessions-title">
      <p className="qa-crumbs">
        <Link to={agenda}>{t('back_to_agenda')}</Link>
      </p>
      <h1 id="qa-sessions-title">{t('sessions_title')}</h1>
      {data.isAdmin ? <ModerationSwitch on={data.moderated} /> : null}
      <SessionList id="qa-ongoing" title={t('ongoing')} items={data.ongoing} href={href} timeZone={data.timeZone} />
      <SessionList id="qa-upcoming" title={t('upcoming')} items={data.upcoming} href={href} timeZone={data.timeZone} />
      <SessionList id="qa-finished" title={t('finished')} items={data.finished} href={href} timeZone={data.timeZone} />
    </section>
  );
}
