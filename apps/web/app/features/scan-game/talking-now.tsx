import { useTranslation } from 'react-i18next';
import type { Conversation } from '@foyer/core/qr-scan/conversations';
import { nameOf } from './conversation-list.tsx';
import { clockText, secondsUntil } from './use-server-clock.ts';

/**
 * The conversation running now, with its big timer, on both phones (the other one hears of the
 * scan on its stream and loads it). The timer itself is not read aloud every second: its end is
 * said once, in the polite region below it.
 */
export function TalkingNow({ conversation, now }: { conversation: Conversation; now: number }) {
  const { t } = useTranslation('scangame');
  const left = secondsUntil(conversation.confirm_at, now);
  const name = nameOf(conversation);
  return (
    <section className="scan-now" aria-labelledby="scan-now-title">
      <h2 id="scan-now-title">{t('talking_now', { name })}</h2>
      <p className="scan-now__timer" role="timer" aria-label={t('timer_label')}>
        {clockText(left)}
      </p>
      <p role="status" className="scan-now__hint">
        {left > 0 ? t('timer_hint') : t('time_up')}
      </p>
    </section>
  );
}
