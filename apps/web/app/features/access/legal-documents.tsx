import { useTranslation } from 'react-i18next';
import { ConsentText } from './consent-text.tsx';

interface LegalConsent {
  key: string;
  version: number;
  required: boolean;
  text: string;
  placeholders: Record<string, { label: string; url: string }>;
}

/** The documents the system consents point at; the consents' own links lead to these sections. */
const documents = ['terms', 'gdpr'] as const;

/** A link to this very page (the seeded consents use `/legal`) becomes a jump to the section. */
const pointsHere = (url: string) => /^(https?:\/\/[^/]+)?(\/[^/?#]+)?\/legal\/?$/.test(url);

/**
 * One section per system consent (terms of use, privacy policy): the document, then the
 * sentence the user agrees to, at its current version. The event's own consents follow.
 */
export function LegalDocuments({ consents }: { consents: LegalConsent[] }) {
  const { t } = useTranslation('profile');
  const own = consents.filter((c) => !documents.some((d) => d === c.key));
  return (
    <div className="fy-legal">
      <nav aria-label={t('legal.contents')}>
        <ul>
          {documents.map((d) => (
            <li key={d}>
              <a href={`#${d}`}>{t(`legal.${d}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {documents.map((d) => {
        const consent = consents.find((c) => c.key === d);
        const paragraphs = t(`legal.${d}.body`, { returnObjects: true }) as string[];
        return (
          <section key={d} id={d} aria-labelledby={`${d}-title`} tabIndex={-1}>
            <h2 id={`${d}-title`}>{t(`legal.${d}.title`)}</h2>
            {Array.isArray(paragraphs) ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : null}
            {consent ? (
              <div className="fy-legal__consent">
                <p className="fy-muted">{t('legal.consent_heading', { version: consent.version })}</p>
                <p>
                  <ConsentText text={consent.text} placeholders={consent.placeholders} hrefFor={(_n, p) => (pointsHere(p.url) ? `#${d}` : p.url)} />
                </p>
              </div>
            ) : null}
          </section>
        );
      })}
      {own.length ? (
        <section aria-labelledby="event-consents-title">
          <h2 id="event-consents-title">{t('legal.event_consents')}</h2>
          <ul>
            {own.map((c) => (
              <li key={c.key}>
                <ConsentText text={c.text} placeholders={c.placeholders} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
