import { useTranslation } from 'react-i18next';
import { onboardingSteps, stepNumber, type OnboardingStep } from './onboarding-steps.ts';

/** "Step n of 4" (SPEC §1), with the current step marked for assistive technology. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('profile');
  const current = stepNumber(step);
  return (
    <nav aria-label={t('onboarding.progress_label')}>
      <p className="fy-muted" id="onboarding-step-count">
        {t('onboarding.step_of', { step: current, total: onboardingSteps.length })}
      </p>
      <ol className="fy-steps" aria-describedby="onboarding-step-count">
        {onboardingSteps.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} data-done={i + 1 < current ? 'true' : undefined}>
            {t(`onboarding.steps.${s}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
