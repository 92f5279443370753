import { useState, type ChangeEvent } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import type { LabelFn } from '../modules/editor-fields.ts';

/** Sends a picture to the server's attachments and answers its public address. */
export type UploadImage = (file: File) => Promise<string>;

function ImageUrlInput({ id, value, onChange, label, upload }: { id: string; value: string; onChange: (v: string) => void; label: LabelFn; upload: UploadImage }) {
  // Puck draws no label for a custom field: its own FieldLabel names the address box here.
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [error, setError] = useState('');
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setState('busy');
    try {
      onChange(await upload(file));
      setState('idle');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setState('failed');
    }
  };
  return (
    <div className="fy-image-field">
      <FieldLabel label={label('editor.fields.url')}>
        <input id={id} type="text" value={value ?? ''} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} />
      </FieldLabel>
      <label className="fy-image-field__upload">
        {label('editor.root.upload')}
        <input type="file" accept="image/png,image/jpeg" onChange={onFile} disabled={state === 'busy'} />
      </label>
      <p id={`${id}-hint`} role="status" className="fy-image-field__hint">
        {state === 'busy' ? label('editor.root.uploading') : state === 'failed' ? error : label('editor.root.upload_hint')}
      </p>
    </div>
  );
}

/** The image module's address: typed, or a .jpg/.png uploaded from the computer (checked by the server). */
export function imageUrlField(label: LabelFn, upload: UploadImage): CustomField<string> {
  return {
    type: 'custom',
    label: label('editor.fields.url'),
    render: ({ id, value, onChange }) => <ImageUrlInput id={id} value={value} onChange={onChange} label={label} upload={upload} />,
  };
}
