import { Fragment } from 'react';
import type { ConsentView } from './auth-result.ts';

/**
 * A consent's text with its `{placeholder}`s as links (SPEC §3 display_config: text plus
 * placeholders of label and url). Unknown placeholders are left as written.
 */
export function ConsentText({ config }: { config: ConsentView['display_config'] }) {
  const parts = config.text.split(/(\{[a-zA-Z0-9_]+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{([a-zA-Z0-9_]+)\}$/.exec(part)?.[1];
        const link = name ? config.placeholders[name] : undefined;
        if (!link) return <Fragment key={i}>{part}</Fragment>;
        const external = /^https?:\/\//.test(link.url);
        return (
          <a key={i} href={link.url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </a>
        );
      })}
    </>
  );
}
