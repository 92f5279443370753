import { useTranslation } from 'react-i18next';

const steps = ['cart', 'details', 'payment', 'confirmation'] as const;

/** SPEC §4 checkout steps as a visible list; the current one is aria-current="step". */
export function Stepper({ current }: { current: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation('tickets');
  return (
    <nav aria-label={t('checkout.steps_label')} className="fy-stepper">
      <ol>
        {steps.map((name, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={name} className={`fy-stepper__item fy-stepper__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="fy-stepper__number" aria-hidden="true">
                {n}
              </span>
              <span className="fy-stepper__label">{t(`checkout.steps.${name}`)}</span>
              {state === 'done' ? <span className="visually-hidden"> ({t('checkout.step_done')})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
