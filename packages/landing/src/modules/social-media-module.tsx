import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection } from './module-section.tsx';
import { socialLinks, websiteLink } from './social-links.ts';

export function SocialMediaModule({ id, heading }: ModuleRenderProps<'social_media'>) {
  const { t } = useTranslation('landing');
  const { event } = useLandingData();
  const links = socialLinks(event);
  const website = websiteLink(event);
  return (
    <ModuleSection id={id} type="social_media" heading={heading?.trim() || t('social.title')}>
      {links.length === 0 && !website ? (
        <EmptyState>{t('social.empty')}</EmptyState>
      ) : (
        <ul className="lp-social">
          {links.map((link) => (
            <li key={link.key}>
              <a className="lp-social__link" href={link.href} rel="me noopener">
                {link.name}
              </a>
            </li>
          ))}
          {website ? (
            <li>
              <a className="lp-social__link" href={website}>
                {t('social.website')}
              </a>
            </li>
          ) : null}
        </ul>
      )}
    </ModuleSection>
  );
}

export function socialMediaModule(label: LabelFn): ModuleConfig<'social_media'> {
  return {
    label: label('editor.modules.social_media'),
    fields: { heading: textField(label, 'heading'), ...placementFields(label) },
    defaultProps: { ...placementDefaults },
    render: (props) => <SocialMediaModule {...props} />,
  };
}
