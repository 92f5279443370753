import { useId, type TextareaHTMLAttributes, type ReactNode } from 'react';
import { fieldAria, FieldMessages } from '../../components/ui/index.ts';

/** A labelled multi-line input with its error and hint, as ui/Field is for one line. */
export function TextArea({ label, errors, hint, id: givenId, ...input }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { label: ReactNode; errors?: readonly string[]; hint?: ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={['ui-field', errors?.length ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {input.required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <div className="ui-field__control">
        <textarea rows={4} {...input} id={id} className="ui-input mod-textarea" {...fieldAria(id, errors, !!hint)} />
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
