import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { When } from '../../components/when.tsx';
import type { BuilderData } from './builder.server.ts';

/** The saved versions, newest first; any older one can be put back (as a new version). */
export function VersionsPanel({ history, version, busy, onRestore }: { history: BuilderData['history']; version: number; busy: boolean; onRestore: (version: number) => void }) {
  const { t } = useTranslation('landing');
  return (
    <section className="fy-builder__versions" aria-labelledby="fy-builder-versions">
      <h2 id="fy-builder-versions">{t('builder.versions')}</h2>
      {history.length === 0 ? (
        <p className="fy-empty">{t('builder.no_versions')}</p>
      ) : (
        <ol reversed>
          {history.map((v) => (
            <li key={v.version}>
              <span>
                {t('builder.version', { version: v.version })} ·{' '}
                {/* In the event's time zone, as every admin screen. The page before the builder is
                    recorded at the first save: that moment is not when it was made, so it has none. */}
                {v.created_by ? (
                  <>
                    <When value={v.created_at} style="datetime" /> · {`${v.created_by.first_name} ${v.created_by.last_name}`.trim()}
                  </>
                ) : (
                  t('builder.before_builder')
                )}
                {v.restored_from !== null ? ` · ${t('builder.restored_from', { version: v.restored_from })}` : ''}
              </span>{' '}
              {v.version === version ? (
                <strong>{t('builder.current')}</strong>
              ) : (
                <Button type="button" variant="secondary" disabled={busy} onClick={() => onRestore(v.version)} aria-label={t('builder.restore_n', { version: v.version })}>
                  {t('builder.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
