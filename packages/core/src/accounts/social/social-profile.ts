import type { SocialProvider } from '@foyer/db/schema';

/** What a provider told us about the person, after its token was verified. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id (OpenID `sub`, Facebook user id). */
  subject: string;
  /** Only an address the provider verified; null otherwise. */
  email: string | null;
  first_name: string;
  last_name: string;
}
