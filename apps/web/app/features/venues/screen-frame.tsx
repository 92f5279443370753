import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { modalHref } from '../auth/auth-links';
import { Spinner } from '../../components/ui/spinner';
import './screen-frame.css';

/**
 * The frame of the venues, resources, audio-visuals and social-media screens: the heading, a
 * busy state while the router loads the next page (the data itself is rendered on the server,
 * so this is the only loading moment), and the empty text when there is nothing to list.
 * Errors of the loader are answered by the route's error boundary.
 */
export function ScreenFrame({ id, title, loadingLabel, empty, emptyText, children }: {
  id: string;
  title: string;
  loadingLabel: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const loading = useNavigation().state === 'loading';
  return (
    <section className="vx-screen" aria-labelledby={`${id}-title`} aria-busy={loading || undefined}>
      <h1 id={`${id}-title`}>{title}</h1>
      {loading ? <Spinner label={loadingLabel} /> : null}
      <div className={loading ? 'vx-busy' : undefined}>{empty ? <p className="vx-empty">{emptyText}</p> : children}</div>
    </section>
  );
}

/** A link that leaves the site: new tab, no opener, and a hidden note saying so. */
export function ExternalLink({ href, note, className, children }: { href: string; note: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {note}</span>
    </a>
  );
}

/** "N more items for logged-in users": opens the login modal over the current screen. */
export function LoginNotice({ text, linkText }: { text: string; linkText: string }) {
  const location = useLocation();
  return (
    <p className="vx-notice">
      {text} <Link to={modalHref(location.pathname, location.search, 'login')}>{linkText}</Link>
    </p>
  );
}
