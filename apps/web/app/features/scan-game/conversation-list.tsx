import { useTranslation } from 'react-i18next';
import type { Conversation } from '@foyer/core/qr-scan/conversations';
import { clockText, secondsUntil } from './use-server-clock.ts';

const nameOf = (c: Conversation) => `${c.person.first_name} ${c.person.last_name}`.trim();

/** "People you have talked with": each with its points, its time left, or the nudge to rescan. */
export function ConversationList({ conversations, now, basePath }: { conversations: Conversation[]; now: number; basePath: string }) {
  const { t } = useTranslation('scangame');
  if (conversations.length === 0) return <p className="fy-muted">{t('people_empty')}</p>;
  return (
    <ul className="scan-people">
      {conversations.map((c) => {
        const left = c.confirmed_at ? 0 : secondsUntil(c.confirm_at, now);
        return (
          <li key={c.person.user_identity_token} className="scan-people__item">
            <a href={`${basePath}/user/${encodeURIComponent(c.person.user_identity_token)}`} className="scan-people__name">
              {nameOf(c)}
            </a>
            {c.person.company || c.person.position ? <span className="fy-muted">{[c.person.position, c.person.company].filter(Boolean).join(' · ')}</span> : null}
            <span className={`scan-people__state scan-people__state--${c.confirmed_at ? 'done' : left > 0 ? 'running' : 'ready'}`}>
              {c.confirmed_at ? t('scored', { count: c.points }) : left > 0 ? t('left', { time: clockText(left) }) : t('ready')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export { nameOf };
