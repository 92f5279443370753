import { placementDefaults, placementFields, textareaField, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';

export function TextModule({ id, heading, body }: ModuleRenderProps<'text'>) {
  // Organizer text is plain: paragraphs split on blank lines, line breaks kept by CSS, no HTML.
  const paragraphs = body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <ModuleSection id={id} type="text" heading={heading}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="lp-text">
          {paragraph}
        </p>
      ))}
    </ModuleSection>
  );
}

export function textModule(label: LabelFn): ModuleConfig<'text'> {
  return {
    label: label('editor.modules.text'),
    fields: { heading: textField(label, 'heading'), body: textareaField(label, 'body'), ...placementFields(label) },
    defaultProps: { body: '', ...placementDefaults },
    render: (props) => <TextModule {...props} />,
  };
}
