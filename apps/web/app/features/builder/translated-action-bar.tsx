import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { ActionBar } from '@foyer/landing/editor';

/** Puck's action names (English, fixed in its code) → the interface's words. */
export type ActionNames = Record<'Duplicate' | 'Delete' | 'Select parent', string>;

/** The same elements with each Puck action's `label` (its title and accessible name) translated. */
export function translateActions(node: ReactNode, names: ActionNames): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<{ label?: unknown }>(child)) return child;
    const label = child.props.label;
    return typeof label === 'string' && label in names ? cloneElement(child, { label: names[label as keyof ActionNames] }) : child;
  });
}

/**
 * Puck's action bar over the selected module, laid out as Puck's own (DefaultActionBar), with
 * its buttons named in the interface's language: Puck has no dictionary, but lets the bar be
 * replaced, and hands it the buttons it made.
 */
export function translatedActionBar(names: ActionNames) {
  return function TranslatedActionBar({ label, children, parentAction }: { label?: string; children: ReactNode; parentAction: ReactNode }) {
    return (
      <ActionBar>
        <ActionBar.Group>
          {translateActions(parentAction, names)}
          {label ? <ActionBar.Label label={label} /> : null}
        </ActionBar.Group>
        <ActionBar.Group>{translateActions(children, names)}</ActionBar.Group>
      </ActionBar>
    );
  };
}
