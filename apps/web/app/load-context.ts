import type { Ctx } from '@foyer/core/context';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: Ctx;
    /** This HTML response's CSP nonce (apps/web/server/security-headers.ts); absent in tests. */
    cspNonce?: string;
  }
}

export {};
