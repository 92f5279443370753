import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user-profile';
import { userProfilePageLoader } from '../../features/attendees/user-profile-page.server';
import { UserProfile } from '../../features/attendees/user-profile';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';
import '../../features/attendees/attendees.css';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return userProfilePageLoader(context.ctx, request, params);
}

export function meta({ data: d }: Route.MetaArgs) {
  return d ? [{ title: `${d.profile.user.first_name} ${d.profile.user.last_name}` }] : [];
}

/** SPEC §2 "user profile" as a page. */
export default function UserProfileRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('attendees');
  const { t: ti } = useTranslation('inbox');
  const { basePath } = useEventLayout();
  const { profile, attendeesComponentId } = loaderData;
  return (
    <Screen title={`${profile.user.first_name} ${profile.user.last_name}`}>
      <UserProfile profile={profile} headingLevel={2} userHref={(token) => `${basePath}/user/${encodeURIComponent(token)}`} />
      {loaderData.canMessage ? (
        <p>
          <Link to={`${basePath}/inbox/create/user/${encodeURIComponent(profile.user.user_identity_token)}`} className="attendee-profile__message">
            {ti('message_button', { name: `${profile.user.first_name} ${profile.user.last_name}` })}
          </Link>
        </p>
      ) : null}
      {attendeesComponentId !== null ? (
        <p>
          <Link to={`${basePath}/component/${attendeesComponentId}`}>{t('profile.back')}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
