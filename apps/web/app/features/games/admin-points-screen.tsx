import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '../../components/ui/index.ts';
import { AdminNav } from '../admin/admin-nav.tsx';
import type { adminPointsLoader, PointsActionResult } from './admin-points.server.ts';
import '../admin/admin.css';
import './games.css';

type Loaded = Extract<Awaited<ReturnType<typeof adminPointsLoader>>, { reauth: false }>;

/** `admin/points`: find a person's points and void an entry with a reason (the ledger keeps both). */
export function AdminPointsScreen({ data, result }: { data: Loaded; result: PointsActionResult | undefined }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const here = `${data.basePath}/admin/points`;
  const person = data.person;
  return (
    <>
      <AdminNav />
      <p>{t('points_admin.intro')}</p>
      <Form method="get" className="gm-form" role="search">
        <Field name="q" type="search" label={t('points_admin.search')} defaultValue={data.q} maxLength={200} />
        <Button type="submit" variant="secondary">
          {t('points_admin.search_button')}
        </Button>
      </Form>
      {person ? (
        <section aria-labelledby="person-title">
          <h2 id="person-title">{t('points_admin.entries_of', { name: person.user.name })}</h2>
          <p role="status">{data.voided ? t('points_admin.voided_done') : ''}</p>
          <p className="gm-progress">{t('points', { count: person.points })}</p>
          <ul className="gm-codes">
            {person.entries.map((e) => {
              const errors = result?.entryId === e.id ? Object.values(result.errors).flat().map((c) => tc(`errors.${c.replace(/\./g, '_')}`)) : undefined;
              return (
                <li key={e.id} className="gm-code">
                  <p id={`entry-${e.id}`}>
                    <strong>{t(`board.${e.source}`, { defaultValue: e.source })}</strong>
                    {e.reason ? ` · ${e.reason}` : ''} · {t('points', { count: e.points })} · {e.when}
                  </p>
                  {e.voided ? (
                    <p className="gm-muted">{t('points_admin.voided', { reason: e.void_reason ?? '' })}</p>
                  ) : (
                    <Form method="post" className="gm-form" aria-labelledby={`entry-${e.id}`}>
                      <input type="hidden" name="entryId" value={e.id} />
                      <Field name="reason" label={t('points_admin.reason')} required maxLength={500} errors={errors} />
                      <Button type="submit" variant="secondary" disabled={busy}>
                        {t('points_admin.void')}
                      </Button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
          <p>
            <Link to={`${here}${data.q ? `?q=${encodeURIComponent(data.q)}` : ''}`}>{t('points_admin.back')}</Link>
          </p>
        </section>
      ) : (
        <section aria-labelledby="holders-title">
          <h2 id="holders-title">{t('points_admin.holders')}</h2>
          {data.holders.length === 0 ? (
            <p>{t(data.q ? 'points_admin.nobody_found' : 'points_admin.nobody')}</p>
          ) : (
            <table className="gm-board">
              <thead>
                <tr>
                  <th scope="col">{t('board.name')}</th>
                  <th scope="col" className="gm-num">{t('board.points')}</th>
                </tr>
              </thead>
              <tbody>
                {data.holders.map((h) => (
                  <tr key={h.user_identity_token}>
                    <th scope="row">
                      <Link to={`${here}?${new URLSearchParams({ ...(data.q ? { q: data.q } : {}), user: h.user_identity_token }).toString()}`}>{h.name}</Link>
                      <div className="gm-muted">{h.email}</div>
                    </th>
                    <td className="gm-num">{h.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
