import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserProfileData } from './user-profile.server';
import { PersonAvatar } from './person-avatar.tsx';
import { safeHref } from './safe-link.ts';
import { FriendControls } from '../friends/friend-button.tsx';
import { useEventLayout } from '../access/use-event-layout.ts';
import '../friends/friends.css';

const socials = [
  ['facebook_profile', 'Facebook'],
  ['twitter_profile', 'X (Twitter)'],
  ['linked_profile', 'LinkedIn'],
  ['youtube_profile', 'YouTube'],
  ['instagram_profile', 'Instagram'],
] as const;

/**
 * Another attendee's profile (SPEC §2 "user profile"): what they offer and need, their tags, and
 * contact data and socials only when the server sent them (show_contact_details, SPEC §6), then
 * people with similar interests. `userHref` says where a similar person's link leads.
 */
export function UserProfile({ profile, userHref, headingLevel = 3 }: { profile: UserProfileData; userHref: (token: string) => string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('attendees');
  const { user } = profile;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const links = socials.map(([k, label]) => [k, label, user[k], safeHref(user[k])] as const).filter(([, , v]) => v);
  const contact = user.email || user.phone_number || links.length > 0;
  const { basePath } = useEventLayout();
  const here = useLocation();
  return (
    <div className="user-profile">
      <div className="user-profile__head">
        <PersonAvatar person={user} size="large" />
        <div>
          {user.position || user.company ? <p className="user-profile__job">{[user.position, user.company].filter(Boolean).join(', ')}</p> : null}
          {user.country ? <p className="user-profile__muted">{user.country}</p> : null}
        </div>
      </div>
      {user.is_attendee || profile.friendship !== 'none' ? (
        <FriendControls state={profile.friendship} user={user.user_identity_token} name={`${user.first_name} ${user.last_name}`} action={`${basePath}/friends`} redirectTo={`${here.pathname}${here.search}`} />
      ) : null}
      {user.user_tags.length ? (
        <ul className="user-profile__tags" aria-label={t('profile.tags')}>
          {user.user_tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {user.biography ? <p className="user-profile__text">{user.biography}</p> : null}
      {user.what_i_offer ? (
        <section>
          <H>{t('profile.offer')}</H>
          <p className="user-profile__text">{user.what_i_offer}</p>
        </section>
      ) : null}
      {user.what_i_need ? (
        <section>
          <H>{t('profile.need')}</H>
          <p className="user-profile__text">{user.what_i_need}</p>
        </section>
      ) : null}
      <section>
        <H>{t('profile.contact')}</H>
        {contact ? (
          <ul className="user-profile__contact">
            {user.email ? <li><a href={`mailto:${user.email}`}>{user.email}</a></li> : null}
            {user.phone_number ? <li><a href={`tel:${user.phone_number.replace(/\s+/g, '')}`}>{user.phone_number}</a></li> : null}
            {links.map(([k, label, value, href]) => (
              <li key={k}>{href ? <a href={href} target="_blank" rel="noopener noreferrer">{label}</a> : `${label}: ${value}`}</li>
            ))}
          </ul>
        ) : (
          <p className="user-profile__muted">{t('profile.contact_hidden')}</p>
        )}
      </section>
      <section className="user-profile__similar">
        <H>{t('profile.similar')}</H>
        {profile.similar.length ? (
          <ul>
            {profile.similar.map((p) => (
              <li key={p.id}>
                <PersonAvatar person={p} />
                <div>
                  <Link to={userHref(p.id)} preventScrollReset>{p.first_name} {p.last_name}</Link>
                  <p className="user-profile__muted">
                    {[
                      p.common_agenda_sessions ? t('profile.common_sessions', { count: p.common_agenda_sessions }) : null,
                      p.common_components ? t('profile.common_components', { count: p.common_components }) : null,
                      p.common_user_tags.length ? t('profile.common_tags', { tags: p.common_user_tags.join(', ') }) : null,
                    ].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="user-profile__muted">{t('profile.similar_empty')}</p>
        )}
      </section>
    </div>
  );
}
