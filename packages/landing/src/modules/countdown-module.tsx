import { Countdown } from '../countdown/countdown.tsx';
import { placementDefaults, placementFields, textField, type LabelFn } from './editor-fields.ts';
import type { ModuleConfig, ModuleRenderProps } from './module-config.ts';
import { ModuleSection } from './module-section.tsx';

/** A countdown placed among the modules; it counts to the start, then says started/ended. */
export function CountdownModule({ id, label }: ModuleRenderProps<'countdown'>) {
  return (
    <ModuleSection id={id} type="countdown">
      <Countdown target="start" label={label} />
    </ModuleSection>
  );
}

export function countdownModule(label: LabelFn): ModuleConfig<'countdown'> {
  return {
    label: label('editor.modules.countdown'),
    fields: { label: textField(label, 'label'), ...placementFields(label) },
    defaultProps: { ...placementDefaults },
    render: (props) => <CountdownModule {...props} />,
  };
}
