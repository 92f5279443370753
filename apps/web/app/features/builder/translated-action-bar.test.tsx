import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ActionBar } from '@foyer/landing/editor';
import { translatedActionBar } from './translated-action-bar.tsx';

const polish = translatedActionBar({ Duplicate: 'Duplikuj', Delete: 'Usuń', 'Select parent': 'Zaznacz moduł nadrzędny' });

describe('the builder’s action bar', () => {
  it('names Puck’s buttons in the interface’s language and keeps the module’s label and any other control', () => {
    const html = renderToStaticMarkup(
      polish({
        label: 'Odliczanie',
        parentAction: <ActionBar.Action label="Select parent" onClick={() => {}}>↑</ActionBar.Action>,
        children: [
          false,
          <ActionBar.Action key="d" label="Duplicate" onClick={() => {}}>⧉</ActionBar.Action>,
          <ActionBar.Action key="x" label="Delete" onClick={() => {}}>🗑</ActionBar.Action>,
          <ActionBar.Action key="o" label="Bold" onClick={() => {}}>B</ActionBar.Action>,
        ],
      }),
    );
    for (const name of ['Duplikuj', 'Usuń', 'Zaznacz moduł nadrzędny', 'Bold']) expect(html).toContain(`title="${name}"`);
    expect(html).not.toMatch(/title="(Duplicate|Delete|Select parent)"/);
    expect(html).toContain('Odliczanie');
  });
});
