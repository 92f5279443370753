import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import type { ExhibitorsData } from './load-exhibitors.server';
import { TagChips } from './tag-chips.tsx';
import './exhibitors.css';

type Exhibitor = ExhibitorsData['exhibitors'][number];

function ExhibitorCards({ items, href, vip = false }: { items: Exhibitor[]; href: (id: number) => string; vip?: boolean }) {
  return (
    <ul className="exhibitors__list">
      {items.map((x) => (
        <li key={x.id} className="exhibitor-card">
          {(vip && x.vip_picture) || x.picture ? <img src={(vip && x.vip_picture) || x.picture!} alt="" className="exhibitor-card__logo" loading="lazy" /> : null}
          <h3 className="exhibitor-card__name">
            <Link to={href(x.id)}>{x.name}</Link>
          </h3>
          {x.scope_description ? <p className="exhibitor-card__scope">{x.scope_description}</p> : null}
          <TagChips tags={x.tags_exhibitors} />
          {x.email ? (
            <p className="exhibitor-card__contact">
              <a href={`mailto:${x.email}`}>{x.email}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2/§9 exhibitors: the VIP section first, then all exhibitors by order. */
export function ExhibitorsScreen({ data, component, basePath }: ScreenProps<ExhibitorsData>) {
  const { t } = useTranslation('exhibitors');
  const href = (id: number) => `${basePath}/component/${component.id}/exhibitor/${id}`;
  const vip = data.exhibitors.filter((x) => x.vip);
  return (
    <section className="exhibitors" aria-labelledby="exhibitors-title">
      <h1 id="exhibitors-title">{component.label}</h1>
      {data.exhibitors.length === 0 ? <p>{t('empty')}</p> : null}
      {vip.length ? (
        <section aria-labelledby="exhibitors-vip">
          <h2 id="exhibitors-vip">{t('vip')}</h2>
          <ExhibitorCards items={vip} href={href} vip />
        </section>
      ) : null}
      {data.exhibitors.length ? (
        <section aria-labelledby="exhibitors-all">
          <h2 id="exhibitors-all">{t('all')}</h2>
          <ExhibitorCards items={data.exhibitors} href={href} />
        </section>
      ) : null}
    </section>
  );
}
