import { useTranslation } from 'react-i18next';
import { isSafeHref, type LpSettings } from '../schema/index.ts';

export function PageFooter({ footer }: { footer: LpSettings['footer'] }) {
  const { t } = useTranslation('landing');
  const links = footer.links.filter((link) => isSafeHref(link.url));
  return (
    <footer className="lp-footer">
      {links.length > 0 ? (
        <nav aria-label={t('footer.links')}>
          <ul className="lp-footer__links">
            {links.map((link, index) => (
              <li key={index}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {footer.text.trim() ? <p className="lp-footer__text">{footer.text}</p> : null}
    </footer>
  );
}
