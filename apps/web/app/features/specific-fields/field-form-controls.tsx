import { useTranslation } from 'react-i18next';
import { isLocale, localeInfo } from '@foyer/i18n';
import { Checkbox, Field } from '../../components/ui/index.ts';
import { errorTexts } from '../access/error-text.ts';
import type { SpecificFieldValues } from './specific-fields.server.ts';

export interface FieldLocales {
  main: string;
  others: string[];
}

const languageName = (l: string) => (isLocale(l) ? localeInfo[l].title : l);

/**
 * The boxes of one field form (adding or editing): the question in the event's main language,
 * whether it must be answered, and one optional box per other language the event offers.
 * Plain inputs, so the form works before (and without) JavaScript.
 */
export function FieldFormControls({ idPrefix, locales, values, errors }: {
  idPrefix: string;
  locales: FieldLocales;
  values: SpecificFieldValues | undefined;
  errors: Record<string, string[]> | undefined;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Field id={`${idPrefix}-name`} name="name" lang={locales.main} label={t('specific_fields_admin.name')} required maxLength={200} defaultValue={values?.name} errors={errorTexts(t, errors?.name)} />
      <Checkbox id={`${idPrefix}-required`} name="required" label={t('specific_fields_admin.required_label')} defaultChecked={values?.required} />
      {locales.others.length ? (
        <fieldset className="fy-fieldset fy-field-translations" aria-describedby={`${idPrefix}-translations-hint`}>
          <legend>{t('specific_fields_admin.translations')}</legend>
          <p id={`${idPrefix}-translations-hint`} className="fy-field-translations__hint">
            {t('specific_fields_admin.translations_hint')}
          </p>
          {locales.others.map((l) => (
            <Field
              key={l}
              id={`${idPrefix}-name-${l}`}
              name={`name_${l}`}
              lang={l}
              label={t('specific_fields_admin.name_in', { language: languageName(l) })}
              maxLength={200}
              defaultValue={values?.translations[l]}
              errors={errorTexts(t, errors?.[`translations.${l}`])}
            />
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

/** The translations a field has, for its card: "Polski: Rozmiar koszulki". */
export function translationSummary(translations: Record<string, { name?: string }>, others: string[]): { locale: string; language: string; name: string }[] {
  return others.flatMap((l) => {
    const name = translations[l]?.name;
    return name ? [{ locale: l, language: languageName(l), name }] : [];
  });
}
