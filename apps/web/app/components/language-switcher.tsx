import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';

interface Props {
  current: string;
  offered: { title: string; localeCode: string }[];
}

/**
 * A plain GET form: works without JavaScript, and a keyboard user picks a language with the
 * select and confirms with the button (changing on select would fire on every arrow key).
 */
export function LanguageSwitcher({ current, offered }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  if (offered.length < 2) return null;
  return (
    <Form method="get" action={location.pathname} className="language-switcher" preventScrollReset>
      <label htmlFor="language-select" className="visually-hidden">
        {t('app.choose_language')}
      </label>
      <select id="language-select" name="lng" defaultValue={current} key={current}>
        {offered.map((l) => (
          <option key={l.localeCode} value={l.localeCode} lang={l.localeCode}>
            {l.title}
          </option>
        ))}
      </select>
      <button type="submit" className="button-secondary">
        {t('app.language')}
      </button>
    </Form>
  );
}
