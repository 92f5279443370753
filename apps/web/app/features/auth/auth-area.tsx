import './auth.css';
import { AuthHeader } from './auth-header.tsx';
import { AuthModalHost } from './auth-modal-host.tsx';

/** What the event layout shows of accounts: the header area and the login/register/reminder modals. */
export function AuthArea({ basePath }: { basePath: string }) {
  return (
    <div className="auth-area">
      <AuthHeader basePath={basePath} />
      <AuthModalHost basePath={basePath} />
    </div>
  );
}
