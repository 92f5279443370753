import { useTranslation } from 'react-i18next';
import type { PartnersData } from './partners.server';

type Partner = PartnersData['categories'][number]['partners'][number];

const socialLabels: Record<string, string> = {
  facebook_profile: 'Facebook', twitter_profile: 'X (Twitter)', linked_profile: 'LinkedIn', youtube_profile: 'YouTube', instagram_profile: 'Instagram',
};
const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** Whether a partner has anything to show beyond the logo and link. */
export const hasDetails = (p: Partner) => Boolean(p.subname || p.description || p.email || p.phone || p.socials.length || p.people.length);

/** A partner's details in a native disclosure: keyboard and screen-reader friendly, no JavaScript needed. */
export function PartnerDetails({ partner: p }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  return (
    <details className="partner-details">
      <summary>{t('more', { name: p.name })}</summary>
      {p.subname ? <p className="partner-details__subname">{p.subname}</p> : null}
      {p.description ? <p className="partner-details__description">{p.description}</p> : null}
      {p.email || p.phone || p.socials.length ? (
        <ul className="partner-details__contact" aria-label={t('contact')}>
          {p.email ? <li><a href={`mailto:${p.email}`}>{p.email}</a></li> : null}
          {p.phone ? <li><a href={tel(p.phone)}>{p.phone}</a></li> : null}
          {p.socials.map((s) => (
            <li key={s.key}><a href={s.url} target="_blank" rel="noopener noreferrer">{socialLabels[s.key]}</a></li>
          ))}
        </ul>
      ) : null}
      {p.people.length ? (
        <ul className="partner-details__people" aria-label={t('people')}>
          {p.people.map((x) => (
            <li key={x.id}>
              <strong>{x.name}</strong>
              {x.description ? <span>{x.description}</span> : null}
              {x.email ? <a href={`mailto:${x.email}`}>{x.email}</a> : null}
              {x.phone ? <a href={tel(x.phone)}>{x.phone}</a> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
