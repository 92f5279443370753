import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldAria, FieldMessages } from '../../components/ui/index.ts';
import { photoAccept } from './profile-schema.ts';

interface PhotoInputProps {
  name: string;
  /** Id for the input (Conform's, so its error ids match). */
  id: string;
  currentUrl: string | null;
  errors?: readonly string[] | undefined;
}

/**
 * The profile photo: the current one, a file input limited to .jpg/.png (SPEC §5) and a
 * preview of the chosen file before it is uploaded with the form.
 */
export function PhotoInput({ name, id, currentUrl, errors }: PhotoInputProps) {
  const { t } = useTranslation('profile');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    setPreview(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
  };
  const shown = preview ?? currentUrl;
  const aria = fieldAria(id, errors, true);
  return (
    <div className={['ui-field', 'fy-photo', errors?.length ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {t('fields.photo')}
      </label>
      <div className="fy-photo__row">
        {shown ? (
          <img className="fy-photo__image" src={shown} alt={preview ? t('photo.preview_alt') : t('photo.current_alt')} width={96} height={96} />
        ) : (
          <span className="fy-photo__image fy-photo__image--empty" aria-hidden="true" />
        )}
        <input id={id} name={name} type="file" accept={photoAccept} onChange={onChange} className="fy-photo__input" {...aria} />
      </div>
      <FieldMessages id={id} errors={errors} hint={t('photo.hint')} />
    </div>
  );
}
