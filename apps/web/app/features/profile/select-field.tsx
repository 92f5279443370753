import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldAria, FieldMessages } from '../../components/ui/index.ts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty option ("choose…"). */
  placeholder: string;
}

/** A labelled select in the look of the shared Field (SPEC §5: country chosen from the list). */
export function SelectField({ label, errors, hint, options, placeholder, id: givenId, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={['ui-field', errors?.length ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__control">
        <select {...select} id={id} className={['ui-input', 'fy-select', className].filter(Boolean).join(' ')} {...fieldAria(id, errors, !!hint)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
