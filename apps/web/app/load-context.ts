import type { Ctx } from '@foyer/core/context';

declare module 'react-router' {
  interface AppLoadContext {
    ctx: Ctx;
  }
}

export {};
