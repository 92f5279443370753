import { useTranslation } from 'react-i18next';
import { useLandingData } from '../landing-data-context.ts';

/** Links to the event's components (agenda, speakers, ...) in their configured order. */
export function SideMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('landing');
  const { components, basePath } = useLandingData();
  if (components.length === 0) return null;
  const ordered = components
    .map((component, index) => ({ component, index }))
    .sort((a, b) => a.component.order - b.component.order || a.index - b.index)
    .map(({ component }) => component);
  return (
    <nav className={`lp-menu${compact ? ' lp-menu--compact' : ''}`} aria-labelledby="lp-menu-title">
      <h2 id="lp-menu-title" className="lp-menu__title">
        {t('menu')}
      </h2>
      <ul className="lp-menu__list">
        {ordered.map((component) => (
          <li key={component.id}>
            <a className="lp-menu__link" href={`${basePath}/component/${component.id}`}>
              {component.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
