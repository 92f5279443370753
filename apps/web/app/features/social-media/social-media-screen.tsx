import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import { KindIcon } from '../venues/kind-icon.tsx';
import { ExternalLink, ScreenFrame } from '../venues/screen-frame.tsx';
import type { SocialMediaData } from './social-media.server';
import './social-media.css';

// Brand names are proper nouns and read the same in every locale; "website" is translated.
const brands: Record<string, string> = {
  facebook: 'Facebook', twitter: 'X (Twitter)', linkedin: 'LinkedIn', instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok',
};

/** SPEC §2 "social media": the event's profiles and the component's links (http(s) only, server-checked). */
export function SocialMediaScreen({ data, component }: ScreenProps<SocialMediaData>) {
  const { t } = useTranslation('venues');
  return (
    <ScreenFrame id="social-media" title={component.label} loadingLabel={t('loading')} empty={data.social_media.length === 0} emptyText={t('social.empty')}>
      <ul className="social-links">
        {data.social_media.map((item) => (
          <li key={item.key}>
            <ExternalLink href={item.url} note={t('opens_new_tab')} className="social-link">
              <KindIcon kind={item.network} />
              <span>{item.label ?? brands[item.network] ?? t('social.website')}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
