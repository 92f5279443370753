/** SPEC §1 "Onboarding has 4 steps". */
export const onboardingSteps = ['welcome', 'profile', 'fields', 'done'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** `?step=` may name the step or give its number (1–4); anything else starts at the beginning. */
export function parseStep(raw: string | null): OnboardingStep {
  if (!raw) return 'welcome';
  const byName = onboardingSteps.find((s) => s === raw);
  if (byName) return byName;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= onboardingSteps.length ? onboardingSteps[n - 1]! : 'welcome';
}

export const stepNumber = (step: OnboardingStep): number => onboardingSteps.indexOf(step) + 1;

/** `onboarding?step=…`, keeping `redirectTo` so the last step leads where the visitor was going. */
export function stepHref(basePath: string, step: OnboardingStep, redirectTo: string | null): string {
  const params = new URLSearchParams({ step });
  if (redirectTo) params.set('redirectTo', redirectTo);
  return `${basePath}/onboarding?${params.toString()}`;
}
