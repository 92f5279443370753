import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@foyer/core/profile/get-current-user';
import { buttonClass } from '../../components/ui/index.ts';
import { socialFields } from './profile-schema.ts';
import { ProfileGames } from '../scan-game/profile-games.tsx';
import './profile.css';

const longFields = ['position', 'company', 'biography', 'what_i_need', 'what_i_offer', 'goals'] as const;

/** The signed-in user's profile as others would read it, with the ways to change it. */
export function ProfileView({ user, countryName, basePath, games = null }: { user: CurrentUser; countryName: string | null; basePath: string; games?: { componentId: number; qrSvg: string } | null }) {
  const { t } = useTranslation('profile');
  const phone = user.phone_number ? [user.phone_country_code, user.phone_number].filter(Boolean).join(' ') : null;
  const details: [string, string | null][] = [
    ...longFields.map((f) => [t(`fields.${f}`), user[f]] as [string, string | null]),
    [t('fields.country'), countryName],
    [t('fields.email'), user.email],
    [t('fields.phone_number'), phone],
    [t('fields.show_contact_details'), user.show_contact_details ? t('profile_view.yes') : t('profile_view.no')],
  ];
  const links = socialFields.filter((f) => user[f]);
  return (
    <>
      <div className="fy-profile-head">
        {user.picture ? (
          <img className="fy-photo__image" src={user.picture} alt={t('photo.current_alt')} width={96} height={96} />
        ) : (
          <span className="fy-photo__image fy-photo__image--empty" aria-hidden="true" />
        )}
        <div>
          <p>
            <strong>
              {user.first_name} {user.last_name}
            </strong>
          </p>
          {user.position || user.company ? <p className="fy-muted">{[user.position, user.company].filter(Boolean).join(' · ')}</p> : null}
        </div>
      </div>
      <dl className="fy-details">
        {details.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || <span className="fy-muted">{t('profile_view.empty')}</span>}</dd>
          </div>
        ))}
      </dl>
      {links.length ? (
        <>
          <h2>{t('profile_edit.social')}</h2>
          <ul className="fy-links">
            {links.map((f) => (
              <li key={f}>
                <a href={user[f]!} target="_blank" rel="noopener noreferrer me">
                  {t(`fields.${f}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="fy-actions">
        <Link to={`${basePath}/profile/edit`} className={buttonClass('primary')}>
          {t('profile_view.edit')}
        </Link>
        <Link to={`${basePath}/profile/edit-password`} className={buttonClass('secondary')}>
          {t('profile_view.change_password')}
        </Link>
        <Link to={`${basePath}/profile/tickets`} className={buttonClass('secondary')}>{t('tickets:my_tickets.title')}</Link>
        <Link to={`${basePath}/profile/availability`} className={buttonClass('secondary')}>{t('availability:profile_link')}</Link>
      </div>
      {games ? <ProfileGames games={games} basePath={basePath} /> : null}
    </>
  );
}
