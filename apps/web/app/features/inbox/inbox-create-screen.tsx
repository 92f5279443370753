import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '@foyer/core/people/person-summary';
import { Screen } from '../access/screen.tsx';
import type { inboxCreateLoader } from './inbox.server';
import './inbox.css';

type Data = Awaited<ReturnType<typeof inboxCreateLoader>>;

const fullName = (u: Pick<PersonSummary, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** This screen's address with these people picked and this search (no JavaScript needed to build a group). */
function hrefOf(data: Data, people: string[], q: string) {
  const query = new URLSearchParams([...people.map((p) => ['with', p]), ...(q ? [['q', q]] : [])]);
  const s = query.toString();
  return `${data.basePath}/inbox/create/user${s ? `?${s}` : ''}`;
}

/**
 * `inbox/create/user/:userId?`: a conversation with one or more attendees. Search the event's
 * attendees, add people one by one (each an ordinary link, so it works by keyboard and without
 * JavaScript), name a group if you like, and write the first message. When these people already
 * share a conversation with you, the screen says so (check_threads) and the message goes there.
 */
export function InboxCreateScreen({ data, error }: { data: Data; error?: string }) {
  const { t } = useTranslation('inbox');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const searching = navigation.state === 'loading';
  const tokens = data.people.map((p) => p.user_identity_token);
  const single = data.people.length === 1 ? data.people[0]! : null;
  return (
    <Screen title={single ? t('message_to', { name: fullName(single) }) : t('new_title')}>
      <p>
        <Link to={`${data.basePath}/inbox`}>{t('back')}</Link>
      </p>
      <section aria-labelledby="inbox-people-title" className="inbox-people">
        <h2 id="inbox-people-title">{t('people_title')}</h2>
        {data.people.length ? (
          <ul className="inbox-people__list" aria-live="polite">
            {data.people.map((p) => (
              <li key={p.user_identity_token} className="inbox-people__person">
                <span>{fullName(p)}</span>
                {p.company ? <span className="inbox-people__company">{p.company}</span> : null}
                <Link
                  to={hrefOf(data, tokens.filter((x) => x !== p.user_identity_token), data.q)}
                  className="inbox-people__remove"
                  aria-label={t('remove_person', { name: fullName(p) })}
                  preventScrollReset
                >
                  {t('remove')}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="inbox__empty">{t('pick_someone')}</p>
        )}
      </section>

      <Form method="get" action={`${data.basePath}/inbox/create/user`} role="search" className="inbox-search">
        {tokens.map((p) => (
          <input key={p} type="hidden" name="with" value={p} />
        ))}
        <label htmlFor="inbox-search">{t('search_label')}</label>
        <input id="inbox-search" name="q" type="search" defaultValue={data.q} maxLength={200} aria-describedby="inbox-search-hint" />
        <p id="inbox-search-hint" className="inbox__hint">{t('search_hint')}</p>
        <button type="submit">{t('search')}</button>
      </Form>
      {data.q ? (
        <section aria-labelledby="inbox-results-title" aria-busy={searching}>
          <h2 id="inbox-results-title">{t('results_title')}</h2>
          {data.results.length ? (
            <ul className="inbox-people__list">
              {data.results.map((p) => (
                <li key={p.user_identity_token} className="inbox-people__person">
                  <span>{fullName(p)}</span>
                  {p.position || p.company ? <span className="inbox-people__company">{[p.position, p.company].filter(Boolean).join(', ')}</span> : null}
                  <Link to={hrefOf(data, [...tokens, p.user_identity_token], data.q)} className="inbox-people__add" aria-label={t('add_person', { name: fullName(p) })} preventScrollReset>
                    {t('add')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : data.added.length ? null : (
            <p className="inbox__empty">{t('search_empty', { q: data.q })}</p>
          )}
          {/* Those the search matched who are picked already: said here, so the search never reads as finding nobody. */}
          {data.added.length ? <p className="inbox__hint">{t('search_added', { names: data.added.map(fullName).join(', ') })}</p> : null}
          {data.more ? <p className="inbox__hint">{t('search_more')}</p> : null}
        </section>
      ) : null}

      {data.people.length ? (
        <Form method="post" action={hrefOf(data, tokens, '')} className="inbox-compose" aria-labelledby="inbox-compose-title">
          <h2 id="inbox-compose-title">{t('compose_title')}</h2>
          {data.existing ? (
            <p className="inbox__note" role="status">
              {t('existing')} <Link to={`${data.basePath}/inbox/thread/${data.existing.id}`}>{t('open_existing')}</Link>
            </p>
          ) : null}
          {tokens.map((p) => (
            <input key={p} type="hidden" name="users" value={p} />
          ))}
          {data.people.length > 1 && !data.existing ? (
            <>
              <label htmlFor="inbox-name">{t('thread_name')}</label>
              <input id="inbox-name" name="name" maxLength={100} autoComplete="off" />
            </>
          ) : null}
          <label htmlFor="inbox-message">{t('message_label')}</label>
          <textarea id="inbox-message" name="message" required maxLength={5000} rows={4} aria-describedby={error ? 'inbox-error' : undefined} />
          {error ? (
            <p id="inbox-error" className="inbox__error" role="alert">
              {t(error === 'inbox.blocked' ? 'common:errors.inbox_blocked' : 'invalid')}
            </p>
          ) : null}
          <button type="submit" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </Form>
      ) : null}
    </Screen>
  );
}
