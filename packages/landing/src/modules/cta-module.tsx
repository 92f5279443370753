import { isSafeHref } from '../schema/index.ts';
import { placementDefaults, placementFields, textareaField, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';

export function CtaModule({ id, heading, body, label, href }: ModuleRenderProps<'cta'>) {
  return (
    <ModuleSection id={id} type="cta" heading={heading}>
      {body?.trim() ? <p className="lp-text">{body}</p> : null}
      {isSafeHref(href) && label.trim() ? (
        <p>
          <a className="lp-button" href={href}>
            {label}
          </a>
        </p>
      ) : null}
    </ModuleSection>
  );
}

export function ctaModule(label: LabelFn): ModuleConfig<'cta'> {
  return {
    label: label('editor.modules.cta'),
    fields: {
      heading: textField(label, 'heading'),
      body: textareaField(label, 'body'),
      label: textField(label, 'label'),
      href: textField(label, 'href'),
      ...placementFields(label),
    },
    defaultProps: { heading: '', label: '', href: '/register', ...placementDefaults },
    render: (props) => <CtaModule {...props} />,
  };
}
