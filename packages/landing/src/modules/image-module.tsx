import { isSafeHref } from '../schema/index.ts';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';

export function ImageModule({ id, url, alt }: ModuleRenderProps<'image'>) {
  // The editor can hand over a half-typed URL; render nothing rather than a broken or unsafe src.
  if (!isSafeHref(url)) return null;
  return (
    <ModuleSection id={id} type="image">
      <figure className="lp-image">
        <img src={url} alt={alt} loading="lazy" decoding="async" />
      </figure>
    </ModuleSection>
  );
}

export function imageModule(label: LabelFn): ModuleConfig<'image'> {
  return {
    label: label('editor.modules.image'),
    fields: { url: textField(label, 'url'), alt: textField(label, 'alt'), ...placementFields(label) },
    defaultProps: { url: '', alt: '', ...placementDefaults },
    render: (props) => <ImageModule {...props} />,
  };
}
