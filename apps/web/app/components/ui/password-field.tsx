import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './field.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * A password input with a show/hide toggle (SPEC §2). The toggle needs JavaScript, so it
 * appears after hydration; without it the field is a plain password input.
 */
export function PasswordField({ id: givenId, ...props }: Omit<FieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('auth');
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const toggle = hydrated ? (
    <button
      type="button"
      className="ui-field__toggle"
      aria-controls={id}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? t('ui.hide_password') : t('ui.show_password')}
    </button>
  ) : null;
  return <Field {...props} id={id} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}
