import type { ReactNode } from 'react';

/** A DOM id from an organizer-chosen module id (which may hold spaces or other characters). */
export function domId(moduleId: string, suffix?: string): string {
  const safe = moduleId.replace(/[^A-Za-z0-9_-]/g, '-');
  return `lp-module-${safe}${suffix ? `-${suffix}` : ''}`;
}

/** Every module is a labelled section with an h2 (the page's h1 is the event title). */
export function ModuleSection(props: { id: string; type: string; heading?: string | undefined; children: ReactNode }) {
  const heading = props.heading?.trim();
  const headingId = domId(props.id, 'title');
  return (
    <section id={domId(props.id)} className={`lp-module lp-module--${props.type}`} aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <h2 id={headingId} className="lp-module__title">
          {heading}
        </h2>
      ) : null}
      {props.children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="lp-empty">{children}</p>;
}

export function SeeAllLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="lp-module__more">
      <a className="lp-link-button" href={href}>
        {children}
      </a>
    </p>
  );
}
