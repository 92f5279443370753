import { Link, useFetcher, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/index.ts';
import type { ScreenProps } from '../components/screens';
import type { FeedWallAnswer, FeedWallData } from './feed-wall.server.ts';
import { ThreadCard, type WallLinks } from './thread-card.tsx';
import { useFormAnswer, useNavigatedRefusal } from '../../components/ui/use-form-answer.ts';
import { useLiveWall } from './use-live-wall.ts';
import { ReportsPanel } from './reports-panel.tsx';
import './feed-wall.css';

/** The composer's words for what the server refused. */
function composerError(code: string): 'too_short' | 'picture_type' | 'picture_size' | 'failed' {
  if (code === 'common.validation') return 'too_short';
  if (code === 'attachment.invalid_type') return 'picture_type';
  if (code === 'attachment.too_large') return 'picture_size';
  return 'failed';
}

function Composer({ links, channelId, channelName }: { links: WallLinks; channelId: number; channelName: string }) {
  const { t } = useTranslation('feedwall');
  const fetcher = useFetcher<FeedWallAnswer>();
  // A post sent before the page was interactive comes back as the wall's address naming the refusal.
  const { formRef, failed } = useFormAnswer(fetcher, { intent: 'post' });
  return (
    <fetcher.Form method="post" action={links.action} className="fw-composer" ref={formRef} encType="multipart/form-data">
      <input type="hidden" name="redirectTo" value={links.page({ channel: channelId })} />
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="channel" value={channelId} />
      <label htmlFor="fw-new-post">{t('new_post_label', { channel: channelName })}</label>
      <textarea id="fw-new-post" name="message" required minLength={2} maxLength={5000} rows={3} aria-invalid={failed ? true : undefined} aria-describedby={failed ? 'fw-new-post-error' : undefined} />
      <label htmlFor="fw-new-post-picture">{t('picture_label')}</label>
      <input id="fw-new-post-picture" type="file" name="image" accept="image/png,image/jpeg" />
      {failed ? (
        <p id="fw-new-post-error" className="fw-error" role="alert">
          {t(`error.${composerError(failed.code)}`)}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('posting') : t('post')}
      </button>
    </fetcher.Form>
  );
}

/** `component/{id}` of a feed wall (SPEC §2): channels, a composer, the posts with likes and comments. */
export function FeedWallScreen({ data, component, basePath }: ScreenProps<FeedWallData>) {
  const { t } = useTranslation('feedwall');
  const location = useLocation();
  useLiveWall(data.eventId, component.id);
  const here = `${basePath}/component/${component.id}`;
  const links: WallLinks = {
    action: `${here}/feed`,
    page: (q) => {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined) p.set(k, String(v));
      const s = p.toString();
      return s ? `${here}?${s}` : here;
    },
  };
  const { channel, threads } = data;
  const last = threads?.feed_wall_threads.filter((th) => !th.is_sticky).at(-1);
  // Any other form sent before the page was interactive (a comment, a like): the composer shows its own.
  const refusedElsewhere = useNavigatedRefusal({ except: 'post' })?.code;
  return (
    <section className="fw" aria-labelledby="fw-title">
      <h1 id="fw-title">{component.label}</h1>
      {refusedElsewhere ? (
        <p className="fw-error" role="alert">
          {t(`error.${composerError(refusedElsewhere)}`)}
        </p>
      ) : null}
      {data.channels.length > 1 ? (
        <nav aria-label={t('channels')} className="fw-channels">
          <ul>
            {data.channels.map((c) => (
              <li key={c.id}>
                <Link to={links.page({ channel: c.id })} aria-current={c.id === channel?.id ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ReportsPanel reports={data.reports} links={links} back={links.page({ channel: channel?.id })} />
      {!channel || !threads ? (
        <p className="fw-empty">{t('no_channels')}</p>
      ) : (
        <>
          {data.signedIn ? (
            <Composer links={links} channelId={channel.id} channelName={channel.name} />
          ) : (
            <p className="fw-signin">
              <Link to={`${basePath}/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>{t('sign_in_to_post')}</Link>
            </p>
          )}
          {data.older ? (
            <p>
              <Link to={links.page({ channel: channel.id })}>{t('newest')}</Link>
            </p>
          ) : null}
          {threads.feed_wall_threads.length === 0 ? (
            <p className="fw-empty">{t('empty')}</p>
          ) : (
            <div className="fw-list" aria-live="polite" aria-relevant="additions">
              {threads.feed_wall_threads.map((thread) => (
                <ThreadCard
                  key={thread.id}
                  thread={thread}
                  links={links}
                  channelId={channel.id}
                  comments={data.open?.threadId === thread.id ? data.open.comments.feed_wall_comments : null}
                  signedIn={data.signedIn}
                  isAdmin={data.isAdmin}
                  timeZone={data.timeZone}
                />
              ))}
            </div>
          )}
          {threads.meta.is_more && last ? (
            <p>
              <Link to={links.page({ channel: channel.id, before: last.created_at })}>{t('older')}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
