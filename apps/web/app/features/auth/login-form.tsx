import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { SocialConfig } from './auth-result.ts';
import { MagicLinkLogin } from './magic-link-login.tsx';
import { PasswordLogin } from './password-login.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { MailboxHint } from './mailbox-hint.tsx';

type Method = 'password' | 'magic-link';

/** `?method=magic-link` selects the passwordless form without JavaScript. */
function methodHref(pathname: string, search: string, method: Method) {
  const params = new URLSearchParams(search);
  if (method === 'magic-link') params.set('method', method);
  else params.delete('method');
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/**
 * SPEC §2 login: password or magic link (a toggle), the confirmation once the link is sent with
 * a way back, social sign-in when configured, and links to registration and the reminder.
 */
export function LoginForm({ social }: { social: SocialConfig | null }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const location = useLocation();
  const fromQuery: Method = new URLSearchParams(location.search).get('method') === 'magic-link' ? 'magic-link' : 'password';
  // A choice made here holds until `?method=` changes; a dismissed confirmation until a new answer.
  const [chosen, setChosen] = useState<{ method: Method; for: Method }>({ method: fromQuery, for: fromQuery });
  const method = chosen.for === fromQuery ? chosen.method : fromQuery;
  const result = flow.result;
  const sentTo = result?.type === 'magic-link-sent' ? result.email : null;
  const [dismissed, setDismissed] = useState<unknown>(null);
  const showSent = sentTo !== null && dismissed !== result;

  const choose = (m: Method) => (e: MouseEvent) => {
    e.preventDefault();
    setDismissed(result);
    setChosen({ method: m, for: fromQuery });
  };
  const other: Method = method === 'password' ? 'magic-link' : 'password';

  if (showSent && sentTo) {
    return (
      <div className="auth-form">
        <Alert tone="success" title={t('magic_link.sent_title')}>
          <p>{t('magic_link.sent_text', { email: sentTo })}</p>
        </Alert>
        <MailboxHint />
        <Link to={methodHref(location.pathname, location.search, 'password')} className="ui-button ui-button--secondary ui-button--block" onClick={choose('password')} data-autofocus>
          {t('magic_link.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-form">
      {method === 'password' ? <PasswordLogin /> : <MagicLinkLogin />}
      <p className="auth-switch">
        <Link to={methodHref(location.pathname, location.search, other)} onClick={choose(other)} preventScrollReset>
          {other === 'magic-link' ? t('login.use_magic_link') : t('login.use_password')}
        </Link>
      </p>
      {social ? <SocialButtons config={social} /> : null}
      <nav className="auth-links" aria-label={t('login.more')}>
        <Link to={flow.linkTo('forgot-password')} preventScrollReset>
          {t('login.forgot')}
        </Link>
        <span>
          {t('login.no_account')} <Link to={flow.linkTo('register')} preventScrollReset>{t('login.register')}</Link>
        </span>
      </nav>
    </div>
  );
}
