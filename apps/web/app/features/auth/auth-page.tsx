import type { ReactNode } from 'react';
import { ScreenMain } from '../../components/screen-main';

/** The full-page form of an auth screen (SPEC §2: each also works as a page). */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ScreenMain className="auth-page" aria-labelledby="auth-page-title">
      <div className="auth-card">
        <h1 id="auth-page-title" className="auth-title">
          {title}
        </h1>
        {children}
      </div>
    </ScreenMain>
  );
}
