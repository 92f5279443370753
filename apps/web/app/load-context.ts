import type { Ctx } from '@foyer/core/context';
import type { PreviewCache } from '@foyer/core/landing/preview-cache';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: Ctx;
    /** This HTML response's CSP nonce (apps/web/server/security-headers.ts); absent in tests. */
    cspNonce?: string;
    /** The web process's shared landing-page previews (core landing/preview-cache.ts); absent in tests. */
    previews?: PreviewCache;
  }
}

export {};
