import { useTranslation } from 'react-i18next';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { EmptyState, ModuleSection } from './module-section.tsx';

export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="lp-faq">
      {items.map((item, index) => (
        <details key={index} className="lp-faq__item">
          <summary>{item.question}</summary>
          <p className="lp-text">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function FaqModule({ id, heading, items }: ModuleRenderProps<'faq'>) {
  const { t } = useTranslation('landing');
  return (
    <ModuleSection id={id} type="faq" heading={heading?.trim() || t('faq.title')}>
      {items.length === 0 ? <EmptyState>{t('faq.empty')}</EmptyState> : <FaqList items={items} />}
    </ModuleSection>
  );
}

export function faqModule(label: LabelFn): ModuleConfig<'faq'> {
  return {
    label: label('editor.modules.faq'),
    fields: {
      heading: textField(label, 'heading'),
      items: {
        type: 'array',
        label: label('editor.fields.items'),
        arrayFields: {
          question: { type: 'text', label: label('editor.fields.question') },
          answer: { type: 'textarea', label: label('editor.fields.answer') },
        },
        defaultItemProps: { question: '', answer: '' },
        getItemSummary: (item) => item.question,
      },
      ...placementFields(label),
    },
    defaultProps: { items: [], ...placementDefaults },
    render: (props) => <FaqModule {...props} />,
  };
}
