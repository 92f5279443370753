import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitorData } from './load-exhibitors.server';
import { PromotionVideo } from './promotion-video.tsx';
import { TagChips } from './tag-chips.tsx';

const socials = [
  ['facebook_profile', 'Facebook'],
  ['twitter_profile', 'X (Twitter)'],
  ['linked_profile', 'LinkedIn'],
  ['youtube_profile', 'YouTube'],
  ['instagram_profile', 'Instagram'],
] as const;

/**
 * One exhibitor's details (SPEC §2), shared by the exhibitor dialog and page. Fields SPEC §6
 * hides from guests arrive as null and are simply absent. `level` is the level of the section
 * headings: 3 under the dialog's title, 2 under the page's h1.
 */
export function ExhibitorDetails({ exhibitor: x, basePath, level }: { exhibitor: ExhibitorData; basePath: string; level: 2 | 3 }) {
  const { t } = useTranslation('exhibitors');
  const id = useId();
  const H = level === 2 ? 'h2' : 'h3';
  const H4 = level === 2 ? 'h3' : 'h4';
  const phone = x.phone ? [x.phone_country_code, x.phone].filter(Boolean).join(' ') : null;
  const links = socials.filter(([k]) => x[k]);
  const section = (key: string, title: string, body: React.ReactNode) => (
    <section aria-labelledby={`${id}-${key}`} className={`exhibitor-details__${key}`}>
      <H id={`${id}-${key}`}>{title}</H>
      {body}
    </section>
  );
  return (
    <div className="exhibitor-details">
      {x.vip_picture || x.picture ? <img src={(x.vip_picture || x.picture)!} alt="" className="exhibitor-details__logo" /> : null}
      {x.scope_description ? <p className="exhibitor-details__scope">{x.scope_description}</p> : null}
      <TagChips tags={x.tags_exhibitors} />
      {x.description ? <p className="exhibitor-details__description">{x.description}</p> : null}
      {x.email || phone || x.www
        ? section(
            'contact',
            t('contact'),
            <dl>
              {x.email ? (
                <>
                  <dt>{t('email')}</dt>
                  <dd><a href={`mailto:${x.email}`}>{x.email}</a></dd>
                </>
              ) : null}
              {phone ? (
                <>
                  <dt>{t('phone')}</dt>
                  <dd><a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a></dd>
                </>
              ) : null}
              {x.www ? (
                <>
                  <dt>{t('www')}</dt>
                  <dd><a href={x.www} rel="noopener noreferrer" target="_blank">{x.www}</a></dd>
                </>
              ) : null}
            </dl>,
          )
        : null}
      {links.length
        ? section('socials', t('socials'), (
            <ul className="exhibitor-details__socials">
              {links.map(([k, label]) => (
                <li key={k}><a href={x[k]!} rel="noopener noreferrer" target="_blank">{label}</a></li>
              ))}
            </ul>
          ))
        : null}
      {x.video_call_url
        ? section('stand', t('stand'), <p><a href={x.video_call_url} rel="noopener noreferrer" target="_blank">{t('videoCall')}</a></p>)
        : null}
      {x.promotion_film_url ? section('video', t('video'), <PromotionVideo url={x.promotion_film_url} title={x.name} />) : null}
      {x.exhibitor_attachments.length
        ? section('files', t('attachments'), (
            <ul className="exhibitor-details__files">
              {x.exhibitor_attachments.map((a) => (
                <li key={a.id}>
                  <a href={a.file_url} rel="noopener noreferrer" target="_blank">
                    {a.file_thumbnail_200_url ? (
                      <img
                        src={a.file_thumbnail_200_url}
                        srcSet={a.file_thumbnail_750_url ? `${a.file_thumbnail_200_url} 200w, ${a.file_thumbnail_750_url} 750w` : undefined}
                        sizes="(min-width: 640px) 200px, 45vw"
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <span className="exhibitor-details__file-icon" aria-hidden="true">📄</span>
                    )}
                    <span>{a.file_name || t('attachment')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ))
        : null}
      {x.exhibitor_contact_people.length || x.exhibitor_contact_users.length
        ? section('people', t('people'), (
            <ul className="exhibitor-details__people">
              {x.exhibitor_contact_people.map((p) => (
                <li key={`p${p.id}`}>
                  {p.picture ? <img src={p.picture} alt="" className="exhibitor-details__person-photo" loading="lazy" /> : null}
                  <div>
                    <H4>{p.first_name} {p.last_name}</H4>
                    {p.description ? <p>{p.description}</p> : null}
                    {p.email ? <p><a href={`mailto:${p.email}`}>{p.email}</a></p> : null}
                    {p.phone ? <p><a href={`tel:${[p.phone_country_code, p.phone].filter(Boolean).join('').replace(/\s+/g, '')}`}>{[p.phone_country_code, p.phone].filter(Boolean).join(' ')}</a></p> : null}
                  </div>
                </li>
              ))}
              {x.exhibitor_contact_users.map((u) => (
                <li key={`u${u.user_identity_token}`}>
                  {u.picture ? <img src={u.picture} alt="" className="exhibitor-details__person-photo" loading="lazy" /> : null}
                  <div>
                    <H4>
                      <Link to={`${basePath}/user/${encodeURIComponent(u.user_identity_token)}`}>{u.first_name} {u.last_name}</Link>
                    </H4>
                    <p className="exhibitor-details__muted">{t('staff')}</p>
                  </div>
                </li>
              ))}
            </ul>
          ))
        : null}
    </div>
  );
}
