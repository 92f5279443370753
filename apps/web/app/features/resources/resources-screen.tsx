import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../components/screens';
import { KindIcon } from '../venues/kind-icon.tsx';
import { LoginNotice, ScreenFrame } from '../venues/screen-frame.tsx';
import type { ResourcesData } from './resources.server';
import './resources.css';

type Resource = ResourcesData['resources'][number];

/**
 * Files of this site download; anything else opens in a new tab. The accessible name says which
 * resource ("Download: Attendee guide") since every card has the same visible verb.
 */
function ResourceLink({ item }: { item: Resource & { url: string } }) {
  const { t } = useTranslation('venues');
  const download = item.is_download && item.url.startsWith('/');
  const verb = item.is_download ? t('resources.download') : t('resources.open');
  const name = `${verb}: ${item.name}`;
  if (download) {
    return (
      <a href={item.url} download className="resource__action" aria-label={name}>
        {verb}
      </a>
    );
  }
  return (
    <a href={item.url} target="_blank" rel="noopener noreferrer" className="resource__action" aria-label={`${name} ${t('opens_new_tab')}`}>
      {verb}
    </a>
  );
}

/** SPEC §2 "resources": documents, presentations and links, with their kind and thumbnail. */
export function ResourcesScreen({ data, component }: ScreenProps<ResourcesData>) {
  const { t } = useTranslation('venues');
  const locked = data.login_required_count;
  return (
    <ScreenFrame id="resources" title={component.label} loadingLabel={t('loading')} empty={data.resources.length === 0 && locked === 0} emptyText={t('resources.empty')}>
      {locked > 0 && !data.signedIn ? <LoginNotice text={t('resources.login_for_more', { count: locked })} linkText={t('log_in')} /> : null}
      <ul className="resources">
        {data.resources.map((r) => (
          <li key={r.id} className="resource">
            {r.thumbnail ? <img className="resource__thumb" src={r.thumbnail} alt="" loading="lazy" /> : <KindIcon kind={r.kind} />}
            <div className="resource__body">
              <h2 className="resource__name">{r.name}</h2>
              <p className="resource__kind">
                {r.thumbnail ? <KindIcon kind={r.kind} /> : null}
                {t(`resources.kinds.${r.kind}`, { defaultValue: t('resources.kinds.link') })}
              </p>
              {r.description ? <p>{r.description}</p> : null}
              {r.url ? <ResourceLink item={{ ...r, url: r.url }} /> : <p className="vx-empty">{t('resources.unavailable')}</p>}
            </div>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
