import { Link } from 'react-router';
import type { AttendeeItem } from './attendees.server';
import { PersonAvatar } from './person-avatar.tsx';

/** One person of an attendee list: picture, name (a link to their profile) and what they do. */
export function AttendeeRow({ person, href, preventScrollReset = false }: { person: AttendeeItem; href: string; preventScrollReset?: boolean }) {
  return (
    <li>
      <PersonAvatar person={person} />
      <div>
        <h2>
          <Link to={href} preventScrollReset={preventScrollReset} className="attendees-name">
            {person.first_name} {person.last_name}
          </Link>
        </h2>
        {person.position || person.company ? <p>{[person.position, person.company].filter(Boolean).join(', ')}</p> : null}
      </div>
    </li>
  );
}
