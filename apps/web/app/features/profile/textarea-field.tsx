import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldAria, FieldMessages } from '../../components/ui/index.ts';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input in the look of the shared Field. */
export function TextareaField({ label, errors, hint, id: givenId, className, rows = 4, ...textarea }: TextareaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={['ui-field', errors?.length ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {textarea.required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <div className="ui-field__control">
        <textarea {...textarea} rows={rows} id={id} className={['ui-input', 'fy-textarea', className].filter(Boolean).join(' ')} {...fieldAria(id, errors, !!hint)} />
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
