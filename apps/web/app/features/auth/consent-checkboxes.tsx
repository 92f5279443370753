import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/index.ts';
import type { ConsentView } from './auth-result.ts';
import { consentFieldName } from './auth-schemas.ts';
import { ConsentText } from './consent-text.tsx';
import { errorTexts } from './error-text.ts';

interface Props {
  consents: readonly ConsentView[];
  /** Conform's errors of a field, by name. */
  errorsOf: (name: string) => string[] | undefined;
  idPrefix: string;
}

/** One checkbox per consent, named for its schema id; required ones are marked and checked on submit. */
export function ConsentCheckboxes({ consents, errorsOf, idPrefix }: Props) {
  const { t } = useTranslation('auth');
  if (!consents.length) return null;
  return (
    <fieldset className="auth-consents">
      <legend className="visually-hidden">{t('consents.legend')}</legend>
      {consents.map((c) => {
        const name = consentFieldName(c.id);
        return (
          <Checkbox
            key={c.id}
            id={`${idPrefix}-${name}`}
            name={name}
            required={c.required}
            label={<ConsentText config={c.display_config} />}
            errors={errorTexts(t, errorsOf(name))}
          />
        );
      })}
    </fieldset>
  );
}
