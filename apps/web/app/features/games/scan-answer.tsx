import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScanAnswer } from './games.server.ts';

/** A scan's answer in large type on a full colour (SPEC §8): green found, amber found before, red anything else, said by the live region. */
export function ScanAnswerBox({ answer, basePath, showHuntLink = false }: { answer: ScanAnswer | undefined; basePath: string; showHuntLink?: boolean }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {answer ? (
        <div className={`gm-answer gm-answer--${answer.tone}`}>
          {answer.tone === 'ok' ? (
            <>
              <p className="gm-answer-word">{t('result.found')}</p>
              <p className="gm-answer-name">{t('result.points_for', { name: answer.treasure.name, count: answer.treasure.points })}</p>
              <p>{t('hunt.progress', { found: answer.progress.found, total: answer.progress.total })}</p>
            </>
          ) : (
            <>
              <p className="gm-answer-word">{t(answer.tone === 'warn' ? 'result.already' : 'result.refused')}</p>
              <p>{tc(`errors.${answer.code.replace(/\./g, '_')}`, { defaultValue: tc('errors.common_internal') })}</p>
            </>
          )}
          {showHuntLink && answer.hunt ? (
            <p>
              <Link to={`${basePath}/component/${answer.hunt.componentId}/treasure-hunt/${answer.hunt.id}`}>{t('link.open_hunt', { hunt: answer.hunt.name })}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
