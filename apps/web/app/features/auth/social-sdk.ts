import type { SocialProvider } from './auth-result.ts';

/** The providers' own SDKs (they cannot be bundled); loaded on the first click only. */
const sdkUrls: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
};

/** Why getting a provider token failed: the SDK did not load, or the person did not finish. */
export class SocialSignInError extends Error {
  constructor(readonly reason: 'sdk' | 'cancelled') {
    super(reason === 'sdk' ? 'The sign-in service could not be loaded' : 'User cancelled login or did not fully authorize');
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  let found = loading.get(src);
  if (!found) {
    found = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => reject(new SocialSignInError('sdk')), timeoutMs);
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new SocialSignInError('sdk'));
      };
      document.head.appendChild(script);
    });
    // A failed load may be retried on the next click.
    found.catch(() => loading.delete(src));
    loading.set(src, found);
  }
  return found;
}

export interface SocialToken {
  token: string;
  first_name?: string;
  last_name?: string;
}

type AnyWindow = Window & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function googleToken(clientId: string, w: AnyWindow): Promise<SocialToken> {
  const id = w.google?.accounts?.id;
  if (!id) throw new SocialSignInError('sdk');
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: (r: { credential?: string }) => (r.credential ? resolve({ token: r.credential }) : reject(new SocialSignInError('cancelled'))),
      cancel_on_tap_outside: true,
    });
    id.prompt((n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new SocialSignInError('cancelled'));
    });
  });
}

async function appleToken(clientId: string, w: AnyWindow): Promise<SocialToken> {
  const auth = w.AppleID?.auth;
  if (!auth) throw new SocialSignInError('sdk');
  auth.init({ clientId, scope: 'name email', redirectURI: `${w.location.origin}${w.location.pathname}`, usePopup: true });
  try {
    const res = await auth.signIn();
    const token = res?.authorization?.id_token;
    if (!token) throw new SocialSignInError('cancelled');
    return { token, first_name: res.user?.name?.firstName, last_name: res.user?.name?.lastName };
  } catch {
    throw new SocialSignInError('cancelled');
  }
}

async function facebookToken(appId: string, w: AnyWindow): Promise<SocialToken> {
  const fb = w.FB;
  if (!fb) throw new SocialSignInError('sdk');
  fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    fb.login(
      (r: { authResponse?: { accessToken?: string } }) =>
        r.authResponse?.accessToken ? resolve({ token: r.authResponse.accessToken }) : reject(new SocialSignInError('cancelled')),
      { scope: 'email,public_profile' },
    );
  });
}

/** Loads the provider's SDK and asks it for a token (an ID token, or Facebook's access token). */
export async function socialToken(provider: SocialProvider, clientId: string): Promise<SocialToken> {
  await loadScript(sdkUrls[provider]);
  const w = window as unknown as AnyWindow;
  if (provider === 'google') return googleToken(clientId, w);
  if (provider === 'apple') return appleToken(clientId, w);
  return facebookToken(clientId, w);
}
