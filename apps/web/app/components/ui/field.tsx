import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldAria } from './field-ids.ts';
import { FieldMessages } from './field-message.tsx';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Already translated messages; shown under the input and linked with aria-describedby. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's frame after it (e.g. the password toggle). */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class on the wrapper. */
  wrapperClassName?: string;
}

/**
 * A labelled text input with its error and hint. Works with Conform: spread
 * `getInputProps(fields.x, { type: 'email' })` and pass `errors={fields.x.errors}` (translated).
 */
export function Field({ label, errors, hint, endAdornment, inputRef, wrapperClassName, id: givenId, className, ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const aria = fieldAria(id, errors, !!hint);
  return (
    <div className={['ui-field', errors?.length ? 'ui-field--invalid' : '', wrapperClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {input.required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <div className="ui-field__control">
        <input {...input} id={id} ref={inputRef} className={['ui-input', className].filter(Boolean).join(' ')} {...aria} />
        {endAdornment}
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
