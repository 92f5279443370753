import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useHydrated } from '../../components/ui/index.ts';
import { useAuthFlow } from './auth-flow.tsx';
import type { SocialConfig, SocialProvider } from './auth-result.ts';
import { SocialSignInError, socialToken } from './social-sdk.ts';

const providers: SocialProvider[] = ['google', 'apple', 'facebook'];

/**
 * SPEC §2 social sign-in: one button per configured provider (never on whitelist events — the
 * loader sends no config then). The SDK loads on click; its token goes to the login action, and
 * auth.gdpr_consent_required comes back as the social consent dialog.
 */
export function SocialButtons({ config }: { config: SocialConfig }) {
  const { t } = useTranslation('auth');
  const flow = useAuthFlow();
  const hydrated = useHydrated();
  const [working, setWorking] = useState<SocialProvider | null>(null);
  const shown = providers.filter((p) => config[p]);
  // The SDKs need JavaScript; without it the buttons could do nothing.
  if (!hydrated || !shown.length) return null;

  async function start(provider: SocialProvider) {
    setWorking(provider);
    try {
      const got = await socialToken(provider, config[provider]!);
      const form = new FormData();
      form.set('intent', 'social');
      form.set('provider', provider);
      form.set('token', got.token);
      if (got.first_name) form.set('first_name', got.first_name);
      if (got.last_name) form.set('last_name', got.last_name);
      form.set('redirectTo', flow.redirectTo);
      form.set('_js', '1');
      flow.submit(form, { action: flow.actionOf('login'), progress: 'LOGGING_IN' });
    } catch (err) {
      const reason = err instanceof SocialSignInError ? err.reason : 'sdk';
      flow.setDialog(
        reason === 'sdk'
          ? { kind: 'error', code: null, message: t('social.sdk_failed') }
          : { kind: 'error', code: 'auth.social_cancelled', message: (err as Error).message },
      );
    } finally {
      setWorking(null);
    }
  }

  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('social.or')}</span>
      </p>
      {shown.map((p) => (
        <Button key={p} variant="secondary" block className={`auth-social__button auth-social__button--${p}`} busy={working === p} onClick={() => void start(p)}>
          {t(`social.${p}`)}
        </Button>
      ))}
    </div>
  );
}
