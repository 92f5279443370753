import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import type { PartnersData } from './partners.server';
import { hasDetails, PartnerDetails } from './partner-details.tsx';
import './partners.css';

/** Level 1 is the top tier: it gets the largest heading; deeper levels step down (h2…h4). */
const headingFor = (level: number) => (level <= 1 ? 'h2' : level === 2 ? 'h3' : 'h4');

export function PartnersScreen({ data, component }: ScreenProps<PartnersData>) {
  const { t } = useTranslation('partners');
  const shown = data.categories.filter((c) => c.partners.length > 0);
  return (
    <section className="partners">
      <h1>{component.label}</h1>
      {shown.length === 0 && <p>{t('empty')}</p>}
      {shown.map((c) => {
        const H = headingFor(c.level);
        return (
          <section key={c.id} className={`partners-category partners-level-${Math.min(Math.max(c.level, 1), 3)}`}>
            <H>{c.name}</H>
            <ul className="partners-list">
              {c.partners.map((p) => {
                const body = p.logo ? <img src={p.logo} alt={p.name} loading="lazy" /> : <span>{p.name}</span>;
                return (
                  <li key={p.id}>
                    {p.www ? (
                      <a href={p.www} target="_blank" rel="noopener noreferrer">
                        {body}
                        <span className="partners-sr">{t('opens_new_tab')}</span>
                      </a>
                    ) : (
                      body
                    )}
                    {hasDetails(p) ? <PartnerDetails partner={p} /> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
