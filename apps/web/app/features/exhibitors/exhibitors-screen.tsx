import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '../../components/ui';
import type { ScreenProps } from '../components/screens';
import type { ExhibitorsData } from './load-exhibitors.server';
import { ExhibitorDetails } from './exhibitor-details.tsx';
import { TagChips } from './tag-chips.tsx';
import './exhibitors.css';

type Exhibitor = ExhibitorsData['exhibitors'][number];

/** A plain click (no new tab or window asked for) opens the dialog instead of the page. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function ExhibitorCards({ items, href, open, vip = false }: { items: Exhibitor[]; href: (id: number) => string; open: (id: number) => void; vip?: boolean }) {
  return (
    <ul className="exhibitors__list">
      {items.map((x) => (
        <li key={x.id} className="exhibitor-card">
          {(vip && x.vip_picture) || x.picture ? (
            <img src={(vip && x.vip_picture) || x.picture!} alt="" className="exhibitor-card__logo" loading="lazy" width={120} height={80} />
          ) : null}
          <h3 className="exhibitor-card__name">
            <Link
              to={href(x.id)}
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                open(x.id);
              }}
            >
              {x.name}
            </Link>
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

/**
 * SPEC §2/§9 exhibitors: the VIP section first, then all exhibitors by order. A name opens the
 * exhibitor dialog (968 px, `?exhibitor=`); its href is the exhibitor page, the no-JS fallback.
 */
export function ExhibitorsScreen({ data, component, basePath }: ScreenProps<ExhibitorsData>) {
  const { t } = useTranslation('exhibitors');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const href = (id: number) => `${basePath}/component/${component.id}/exhibitor/${id}`;
  const open = (id: number) => navigate(`?exhibitor=${id}`, { preventScrollReset: true });
  const close = () => navigate('?', { preventScrollReset: true });
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  const vip = data.exhibitors.filter((x) => x.vip);
  const sel = data.selected;
  return (
    <section className="exhibitors" aria-labelledby="exhibitors-title">
      <h1 id="exhibitors-title">{component.label}</h1>
      {data.exhibitors.length === 0 ? <p className="exhibitors__empty">{t('empty')}</p> : null}
      {vip.length ? (
        <section aria-labelledby="exhibitors-vip">
          <h2 id="exhibitors-vip">{t('vip')}</h2>
          <ExhibitorCards items={vip} href={href} open={open} vip />
        </section>
      ) : null}
      {data.exhibitors.length ? (
        <section aria-labelledby="exhibitors-all">
          <h2 id="exhibitors-all">{t('all')}</h2>
          <ExhibitorCards items={data.exhibitors} href={href} open={open} />
        </section>
      ) : null}
      {pending && !pending.has('exhibitor') ? null : pending?.has('exhibitor') && !sel ? (
        <Modal title={t('loading')} onClose={close} closeHref="?" size="large" className="exhibitor-modal">
          <Spinner label={t('loading')} />
        </Modal>
      ) : sel ? (
        <Modal title={sel.name} onClose={close} closeHref="?" size="large" className="exhibitor-modal">
          <ExhibitorDetails exhibitor={sel} basePath={basePath} level={3} />
          <p>
            <Link to={href(sel.id)}>{t('openPage')}</Link>
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
