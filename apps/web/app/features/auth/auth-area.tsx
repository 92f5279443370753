import './auth.css';
import { AuthHeader } from './auth-header.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';
import type { AccountLinks } from './account-menu.tsx';

/** What the event layout shows of accounts: the header area and the login/register/reminder modals. */
export function AuthArea({ basePath, links }: { basePath: string; links: AccountLinks }) {
  return (
    <div className="auth-area">
      <AuthHeader basePath={basePath} links={links} />
      <AuthModalHost basePath={basePath} />
    </div>
  );
}
