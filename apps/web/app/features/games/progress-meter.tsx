import { useTranslation } from 'react-i18next';

/** "3 of 5 found · 25 points" with a bar (the words carry it for screen readers; the bar is decoration). */
export function ProgressMeter({ found, total, points }: { found: number; total: number; points: number }) {
  const { t } = useTranslation('games');
  const share = total > 0 ? Math.round((found / total) * 100) : 0;
  return (
    <>
      <p className="gm-progress">
        {t('hunt.progress', { found, total })} · {t('points', { count: points })}
      </p>
      <div className="gm-meter" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </>
  );
}
