import type { AppConfigView } from '../context.ts';
import type { AppConfig } from './load-config.ts';

/** The part of the configuration services see (built once by each entry point). */
export function toConfigView(c: AppConfig): AppConfigView {
  return {
    publicUrl: c.publicUrl,
    defaultEventSlug: c.DEFAULT_EVENT_SLUG,
    nodeEnv: c.NODE_ENV,
    jwtSecret: c.jwtSecret,
    sessionSecret: c.sessionSecret,
    storageDir: c.storageDir,
    trustProxy: c.TRUST_PROXY,
    payments: c.payments,
    // Outside a deployment, mail that no SMTP server takes is read at /dev/mailbox (a deployment
    // without SMTP_URL refuses to start unless FOYER_DEV_MAILBOX=true says so on purpose).
    devMailbox: c.NODE_ENV !== 'production' || c.FOYER_DEV_MAILBOX || !c.SMTP_URL,
    mailKept: !c.SMTP_URL,
    mailboxOpenToAll: c.FOYER_DEV_MAILBOX,
    social: {
      googleJwksUrl: c.GOOGLE_JWKS_URL,
      googleClientIds: c.GOOGLE_CLIENT_IDS,
      appleJwksUrl: c.APPLE_JWKS_URL,
      appleClientIds: c.APPLE_CLIENT_IDS,
      facebookGraphUrl: c.FACEBOOK_GRAPH_URL,
      facebookAppId: c.FACEBOOK_APP_ID,
      facebookAppSecret: c.FACEBOOK_APP_SECRET,
    },
    calendar: {
      allowPrivateUrls: c.CALENDAR_FETCH_ALLOW_PRIVATE,
      google: c.GOOGLE_OAUTH_CLIENT_ID && c.GOOGLE_OAUTH_CLIENT_SECRET
        ? { clientId: c.GOOGLE_OAUTH_CLIENT_ID, clientSecret: c.GOOGLE_OAUTH_CLIENT_SECRET, authUrl: c.GOOGLE_OAUTH_AUTH_URL, tokenUrl: c.GOOGLE_OAUTH_TOKEN_URL, apiUrl: c.GOOGLE_CALENDAR_API_URL }
        : null,
    },
  };
}
