/** A speaker's picture, or their initials when there is none (decorative: the name is beside it). */
export function SpeakerAvatar({ speaker }: { speaker: { first_name: string; last_name: string; picture: string | null } }) {
  if (speaker.picture) return <img className="speaker-avatar" src={speaker.picture} alt="" width={64} height={64} loading="lazy" />;
  const initials = `${speaker.first_name.charAt(0)}${speaker.last_name.charAt(0)}`.toUpperCase();
  return (
    <span className="speaker-avatar speaker-avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
