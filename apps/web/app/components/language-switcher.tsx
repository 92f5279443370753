import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisclosureMenu } from './ui/use-disclosure-menu.ts';

interface Props {
  current: string;
  offered: { title: string; localeCode: string }[];
}

/**
 * The page's language: a menu of links (`?lng=` is remembered in a cookie), so choosing one
 * switches at once, with or without JavaScript, and arrowing through the list changes nothing
 * until a language is chosen. Each name is written in its own language.
 */
export function LanguageSwitcher({ current, offered }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const { ref, onKeyDown } = useDisclosureMenu();
  if (offered.length < 2) return null;
  const currentTitle = offered.find((l) => l.localeCode === current)?.title ?? current.toUpperCase();
  const hrefFor = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set('lng', code);
    return `${location.pathname}?${params}`;
  };
  return (
    <details className="disclosure-menu language-switcher" ref={ref} onKeyDown={onKeyDown}>
      <summary className="disclosure-menu__button">
        <span aria-hidden="true" className="language-switcher__icon" />
        <span className="visually-hidden">{t('app.choose_language')}: </span>
        <span className="disclosure-menu__label language-switcher__name" lang={current}>
          {currentTitle}
        </span>
        <span className="language-switcher__code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </summary>
      <nav className="disclosure-menu__panel" aria-label={t('app.choose_language')}>
        <ul>
          {offered.map((l) => (
            <li key={l.localeCode}>
              <Link to={hrefFor(l.localeCode)} lang={l.localeCode} hrefLang={l.localeCode} aria-current={l.localeCode === current ? 'true' : undefined} preventScrollReset>
                {l.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
