import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './env.ts';
import { registerAccountRoutes } from './auth-account-routes.ts';
import { authValidationHook } from './auth-schemas.ts';
import { registerSessionRoutes } from './auth-session-routes.ts';
import { registerSocialRoutes } from './auth-social-routes.ts';

/**
 * The auth service of SPEC §7, mounted at /api/v1/auth. Token answers are exactly
 * {jwt_token, refresh_token, expiration_date}; errors use the API's envelope.
 */
export function authApi() {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: authValidationHook });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registerSessionRoutes(app);
  registerSocialRoutes(app);
  registerAccountRoutes(app);
  return app;
}
