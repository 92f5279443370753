import { createTestCtx, testConfig, type TestCtx } from '../../testing/test-ctx.ts';
import { startFakeGraphServer, type FakeGraphServer } from './fake-graph-server.ts';
import { startFakeJwksServer, type FakeJwksServer } from './fake-jwks-server.ts';

export interface SocialTestCtx extends TestCtx {
  jwks: FakeJwksServer;
  graph: FakeGraphServer;
}

/** A test context whose Google, Apple and Facebook endpoints are the local fakes (closed with it). */
export async function createSocialTestCtx(opts: { now?: Date } = {}): Promise<SocialTestCtx> {
  const base = testConfig().social;
  const [ctx, jwks, graph] = await Promise.all([
    createTestCtx(opts),
    startFakeJwksServer(),
    startFakeGraphServer({ appId: base.facebookAppId!, appSecret: base.facebookAppSecret! }),
  ]);
  ctx.config = testConfig({ social: { ...base, googleJwksUrl: jwks.googleJwksUrl, appleJwksUrl: jwks.appleJwksUrl, facebookGraphUrl: graph.graphUrl } });
  return {
    ...ctx,
    jwks,
    graph,
    close: async () => {
      await Promise.all([ctx.close(), jwks.close(), graph.close()]);
    },
  };
}
