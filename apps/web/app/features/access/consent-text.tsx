import { Fragment } from 'react';

interface Placeholder {
  label: string;
  url: string;
}

/**
 * A consent sentence with `{name}` placeholders turned into links (SPEC §3 display_config).
 * Organizers write the text, so it is rendered as text, never as HTML; `hrefFor` lets the legal
 * page point its own links at its sections.
 */
export function ConsentText({ text, placeholders, hrefFor }: { text: string; placeholders: Record<string, Placeholder>; hrefFor?: (name: string, p: Placeholder) => string }) {
  const parts = text.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        const p = name ? placeholders[name] : undefined;
        if (!name || !p) return <Fragment key={i}>{part}</Fragment>;
        const href = hrefFor ? hrefFor(name, p) : p.url;
        const external = /^https?:\/\//i.test(href);
        return (
          <a key={i} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {p.label}
          </a>
        );
      })}
    </>
  );
}
