import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';
import { FaqList } from '../modules/faq-module.tsx';
import type { LpSettings } from '../schema/index.ts';

/** The help box: the organizer's FAQ and a feedback e-mail link. */
export function HelpMenu({ help }: { help: LpSettings['help'] }) {
  const { t } = useTranslation('landing');
  const { event } = useLandingData();
  if (help.faq.length === 0 && !help.feedback_email) return null;
  const subject = encodeURIComponent(t('help.feedbackSubject', { title: event.title }));
  return (
    <aside className="lp-help" aria-labelledby="lp-help-title">
      <h2 id="lp-help-title">{t('help.title')}</h2>
      {help.faq.length > 0 ? (
        <>
          <h3>{t('help.faq')}</h3>
          <FaqList items={help.faq} />
        </>
      ) : null}
      {help.feedback_email ? (
        <p className="lp-help__feedback">
          {t('help.feedbackIntro')}{' '}
          <a className="lp-link-button" href={`mailto:${help.feedback_email}?subject=${subject}`}>
            {t('help.sendFeedback')}
          </a>
        </p>
      ) : null}
    </aside>
  );
}
