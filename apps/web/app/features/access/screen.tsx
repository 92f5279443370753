import type { ReactNode } from 'react';
import './screens.css';
import { ScreenMain } from '../../components/screen-main';

/**
 * The frame of the account and access screens: one main landmark labelled by its heading,
 * a readable column on desktop and the full width (minus a margin) on a 360 px phone.
 */
export function Screen({ title, intro, children, wide = false }: { title: ReactNode; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <ScreenMain className={['fy-screen', wide ? 'fy-screen--wide' : ''].filter(Boolean).join(' ')} aria-labelledby="screen-title">
      <h1 id="screen-title" className="fy-screen__title">
        {title}
      </h1>
      {intro ? <p className="fy-screen__intro">{intro}</p> : null}
      {children}
    </ScreenMain>
  );
}
