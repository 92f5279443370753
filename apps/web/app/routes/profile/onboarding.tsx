import { Link, useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/onboarding';
import { onboardingAction, onboardingLoader } from '../../features/profile/onboarding.server.ts';
import { OnboardingProgress } from '../../features/profile/onboarding-progress.tsx';
import { OnboardingBasicsForm } from '../../features/profile/onboarding-basics-form.tsx';
import { SpecificFieldsDialog } from '../../features/profile/specific-fields-dialog.tsx';
import { stepHref } from '../../features/profile/onboarding-steps.ts';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';
import { buttonClass } from '../../components/ui/index.ts';
import { screenMeta } from '../../components/page-meta.ts';
import '../../features/profile/profile.css';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return onboardingLoader(context.ctx, request, params.slug);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return onboardingAction(context.ctx, request, params.slug);
}

/** Titled by its step ("Tell others about yourself · Event"), as its heading is. */
export function meta(args: Route.MetaArgs) {
  return screenMeta(args, args.loaderData ? `profile:onboarding.titles.${args.loaderData.step}` : undefined);
}

/** SPEC §1 "Onboarding has 4 steps": welcome, profile basics, the event's extra fields, done. */
export default function Onboarding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const { event, basePath } = useEventLayout();
  const lastResult = useActionData<typeof action>();
  const { step, redirectTo, finishHref } = loaderData;
  const href = (s: Parameters<typeof stepHref>[1]) => stepHref(basePath, s, redirectTo);
  return (
    <Screen title={t(`onboarding.titles.${step}`, { event: event?.title ?? '' })}>
      <OnboardingProgress step={step} />
      {step === 'welcome' ? (
        <>
          <p>{t('onboarding.welcome')}</p>
          <div className="fy-actions">
            <Link to={href('profile')} className={buttonClass('primary')}>
              {t('onboarding.start')}
            </Link>
            <Link to={finishHref} className={buttonClass('ghost')}>
              {t('onboarding.later')}
            </Link>
          </div>
        </>
      ) : null}
      {step === 'profile' && loaderData.user ? (
        <OnboardingBasicsForm user={loaderData.user} countries={loaderData.countries} lastResult={lastResult} skipHref={href('fields')} />
      ) : null}
      {step === 'fields' ? (
        <SpecificFieldsDialog fields={loaderData.fields} cancellable={loaderData.cancellable} closeHref={href('done')} lastResult={lastResult} />
      ) : null}
      {step === 'done' ? (
        <>
          <p>{t('onboarding.done')}</p>
          <div className="fy-actions">
            <Link to={finishHref} className={buttonClass('primary')}>
              {t('onboarding.finish')}
            </Link>
          </div>
        </>
      ) : null}
    </Screen>
  );
}
