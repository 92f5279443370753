import type { TFunction } from 'i18next';
import { errorKey, errorStatus } from '@foyer/core/errors';
import { accountMessageKeys } from '@foyer/core/accounts/account-fields';
import { serviceMessageKey } from '../profile/service-messages.ts';

/**
 * Turns what a form got back into words. Messages come in three kinds: an AppError code
 * (`access.code_wrong` → `errors.access_code_wrong` of common, else of this namespace), a key of
 * this namespace written as `profile:…`, or one of SPEC §5's English messages from the shared
 * account fields (accounts namespace) or the profile service (see serviceMessageKey).
 */
export function errorText(t: TFunction, message: string): string {
  if (message.startsWith('profile:')) return t(message);
  if (message in errorStatus) {
    const key = errorKey(message);
    return t([`common:${key}`, `profile:${key}`, 'common:messages.something_went_wrong']);
  }
  const accountKey = accountMessageKeys[message];
  if (accountKey) return t(`accounts:${accountKey}`, { defaultValue: message });
  const profileKey = serviceMessageKey(message);
  if (profileKey) return t(`profile:${profileKey.key}`, { ...profileKey.values, defaultValue: message });
  return message;
}

/** All messages of a field (Conform's `errors`), translated; undefined when there are none. */
export function errorTexts(t: TFunction, messages: string[] | undefined): string[] | undefined {
  return messages?.length ? messages.map((m) => errorText(t, m)) : undefined;
}
