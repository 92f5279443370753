import { useTranslation } from 'react-i18next';

/** SPEC §2 notification types; an unknown one (a newer server) shows as a plain event notice. */
const KNOWN = ['event', 'business_matching', 'feed_wall', 'friends', 'video_call'] as const;
type Known = (typeof KNOWN)[number];
const known = (type: string): Known => (KNOWN as readonly string[]).includes(type) ? (type as Known) : 'event';

// 24×24 outline icons, drawn with the text colour.
const paths: Record<Known, string> = {
  event: 'M7 3v3M17 3v3M4 9h16M5 6h14v14H5z',
  business_matching: 'M8 12l3 3 5-6M3 12l5-5 4 2 4-2 5 5-9 9z',
  feed_wall: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  friends: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 11a3 3 0 1 0 0-6M18 15c2 .5 3 2.5 3 5',
  video_call: 'M3 7h12v10H3zM15 11l6-4v10l-6-4',
};

export function NotificationIcon({ type }: { type: string }) {
  return (
    <svg className="notification-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[known(type)]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The translated name of a notification's type. */
export function useTypeLabel() {
  const { t } = useTranslation('notifications');
  return (type: string) => t(`type.${known(type)}`);
}
