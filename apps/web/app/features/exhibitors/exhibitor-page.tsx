import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitorData } from './load-exhibitors.server';
import { ExhibitorDetails } from './exhibitor-details.tsx';
import './exhibitors.css';

/** `component/{id}/exhibitor/{exhibitorId}`: the exhibitor dialog's page twin (and no-JS fallback). */
export function ExhibitorPage({ exhibitor: x, backHref, basePath }: { exhibitor: ExhibitorData; backHref: string; basePath: string }) {
  const { t } = useTranslation('exhibitors');
  return (
    <article className="exhibitor-page" aria-labelledby="exhibitor-title">
      <p>
        <Link to={backHref}>{t('back')}</Link>
      </p>
      <h1 id="exhibitor-title">{x.name}</h1>
      <ExhibitorDetails exhibitor={x} basePath={basePath} level={2} />
    </article>
  );
}
