import { listenOnLoopback, sendJson } from './listen.ts';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface FakeGraphServer {
  /** Goes into config.social.facebookGraphUrl. */
  graphUrl: string;
  /** Registers a user access token; `appId` defaults to the fake's app (another id = a token of another app). */
  issueToken(user: FakeFacebookUser, o?: { appId?: string; valid?: boolean }): string;
  /** Every request the fake received, to assert on the app token it was called with. */
  readonly requests: URL[];
  close(): Promise<void>;
}

const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

/**
 * The two Graph API calls Facebook Login needs (debug_token with the app token, /me with the
 * user token), answering as the Graph API documents, on loopback.
 */
export async function startFakeGraphServer(app: { appId: string; appSecret: string }): Promise<FakeGraphServer> {
  const tokens = new Map<string, { user: FakeFacebookUser; appId: string; valid: boolean }>();
  const requests: URL[] = [];
  let n = 0;
  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url);
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === '/graph/debug_token') {
      if (q.get('access_token') !== `${app.appId}|${app.appSecret}`) return sendJson(res, 400, oauthError('Invalid OAuth access token signature.'));
      const t = tokens.get(q.get('input_token') ?? '');
      if (!t) return sendJson(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
      return sendJson(res, 200, {
        data: { app_id: t.appId, type: 'USER', application: 'Foyer', is_valid: t.valid, user_id: t.user.id, scopes: ['email', 'public_profile'], expires_at: 0 },
      });
    }
    if (req.method === 'GET' && url.pathname === '/graph/me') {
      const t = tokens.get(q.get('access_token') ?? '');
      if (!t || !t.valid) return sendJson(res, 400, oauthError('Invalid OAuth access token.'));
      const fields = (q.get('fields') ?? 'id').split(',');
      const me = Object.fromEntries(fields.filter((f) => f in t.user).map((f) => [f, t.user[f as keyof FakeFacebookUser]]));
      return sendJson(res, 200, me);
    }
    sendJson(res, 404, oauthError('Unknown path'));
  });
  return {
    graphUrl: `${server.baseUrl}/graph`,
    issueToken(user, o = {}) {
      n += 1;
      const token = `EAAfake${n}${Math.random().toString(36).slice(2)}`;
      tokens.set(token, { user, appId: o.appId ?? app.appId, valid: o.valid ?? true });
      return token;
    },
    requests,
    close: server.close,
  };
}
