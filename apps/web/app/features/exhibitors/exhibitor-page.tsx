import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitorData } from './load-exhibitors.server';
import { TagChips } from './tag-chips.tsx';
import './exhibitors.css';

const socials = [
  ['facebook_profile', 'Facebook'],
  ['twitter_profile', 'X (Twitter)'],
  ['linked_profile', 'LinkedIn'],
  ['youtube_profile', 'YouTube'],
  ['instagram_profile', 'Instagram'],
] as const;

/** One exhibitor (SPEC §2): fields hidden by SPEC §6 arrive as null and are simply absent. */
export function ExhibitorPage({ exhibitor: x, backHref }: { exhibitor: ExhibitorData; backHref: string }) {
  const { t } = useTranslation('exhibitors');
  const phone = x.phone ? [x.phone_country_code, x.phone].filter(Boolean).join(' ') : null;
  const links = socials.filter(([k]) => x[k]);
  return (
    <article className="exhibitor-page" aria-labelledby="exhibitor-title">
      <p>
        <Link to={backHref}>{t('back')}</Link>
      </p>
      {x.picture ? <img src={x.picture} alt="" className="exhibitor-page__logo" /> : null}
      <h1 id="exhibitor-title">{x.name}</h1>
      {x.scope_description ? <p>{x.scope_description}</p> : null}
      <TagChips tags={x.tags_exhibitors} />
      {x.description ? <p className="exhibitor-page__description">{x.description}</p> : null}
      {x.email || phone || x.www ? (
        <section aria-labelledby="exhibitor-contact">
          <h2 id="exhibitor-contact">{t('contact')}</h2>
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
          </dl>
        </section>
      ) : null}
      {links.length ? (
        <section aria-labelledby="exhibitor-socials">
          <h2 id="exhibitor-socials">{t('socials')}</h2>
          <ul>
            {links.map(([k, label]) => (
              <li key={k}><a href={x[k]!} rel="noopener noreferrer" target="_blank">{label}</a></li>
            ))}
          </ul>
        </section>
      ) : null}
      {x.video_call_url ? (
        <section aria-labelledby="exhibitor-stand">
          <h2 id="exhibitor-stand">{t('stand')}</h2>
          <p><a href={x.video_call_url} rel="noopener noreferrer" target="_blank">{t('videoCall')}</a></p>
        </section>
      ) : null}
      {x.promotion_film_url ? (
        <section aria-labelledby="exhibitor-video">
          <h2 id="exhibitor-video">{t('video')}</h2>
          <p><a href={x.promotion_film_url} rel="noopener noreferrer" target="_blank">{t('watchVideo')}</a></p>
        </section>
      ) : null}
      {x.exhibitor_attachments.length ? (
        <section aria-labelledby="exhibitor-files">
          <h2 id="exhibitor-files">{t('attachments')}</h2>
          <ul>
            {x.exhibitor_attachments.map((a) => (
              <li key={a.id}><a href={a.file_url} rel="noopener noreferrer" target="_blank">{a.file_name ?? a.file_url}</a></li>
            ))}
          </ul>
        </section>
      ) : null}
      {x.exhibitor_contact_people.length || x.exhibitor_contact_users.length ? (
        <section aria-labelledby="exhibitor-people">
          <h2 id="exhibitor-people">{t('people')}</h2>
          <ul className="exhibitor-page__people">
            {x.exhibitor_contact_people.map((p) => (
              <li key={`p${p.id}`}>
                <h3>{p.first_name} {p.last_name}</h3>
                {p.description ? <p>{p.description}</p> : null}
                {p.email ? <p><a href={`mailto:${p.email}`}>{p.email}</a></p> : null}
                {p.phone ? <p>{[p.phone_country_code, p.phone].filter(Boolean).join(' ')}</p> : null}
              </li>
            ))}
            {x.exhibitor_contact_users.map((u) => (
              <li key={`u${u.user_identity_token}`}>
                <h3>{u.first_name} {u.last_name}</h3>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
