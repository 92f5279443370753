const initials = (u: { first_name: string; last_name: string }) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase();

/** A person's photo, or their initials on a dark disc; decorative (the name is next to it). */
export function PersonAvatar({ person, size = 'medium' }: { person: { first_name: string; last_name: string; picture: string | null }; size?: 'medium' | 'large' }) {
  const cls = `person-avatar person-avatar--${size}`;
  return person.picture ? (
    <img src={person.picture} alt="" className={cls} loading="lazy" />
  ) : (
    <span className={cls} aria-hidden="true">
      {initials(person)}
    </span>
  );
}
