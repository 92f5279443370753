import { Link } from 'react-router';

/**
 * A top-bar icon link with a count badge (the notification bell, the inbox). Its name says what
 * the badge shows (WCAG 2.5.3: `name(shown)` gets "99+" when the badge does), outside
 * parentheses, which accessibility name matching skips.
 */
export function CountLink(props: { href: string; count: number; name: (shown: string | null) => string; icon: string; linkClass: string; badgeClass: string; testId: string; badgeTestId: string }) {
  const { href, count, name, icon, linkClass, badgeClass, testId, badgeTestId } = props;
  const shown = count > 0 ? (count > 99 ? '99+' : String(count)) : null;
  return (
    <Link to={href} className={linkClass} aria-label={name(shown)} data-testid={testId}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {shown ? (
        <span className={badgeClass} aria-hidden="true" data-testid={badgeTestId}>
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
