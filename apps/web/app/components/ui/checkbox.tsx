import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldAria } from './field-ids.ts';
import { FieldMessages } from './field-message.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

/** A checkbox with its label (which may hold links), error and hint. */
export function Checkbox({ label, errors, hint, id: givenId, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={['ui-checkbox', errors?.length ? 'ui-checkbox--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="ui-checkbox__row">
        <input {...input} type="checkbox" id={id} className="ui-checkbox__input" {...fieldAria(id, errors, !!hint)} />
        <label htmlFor={id} className="ui-checkbox__label">
          {label}
          {input.required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
