import type { TFunction } from 'i18next';
import { errorKey, errorStatus } from '@foyer/core/errors';
import { accountMessageKeys } from '@foyer/core/accounts/account-fields';

/**
 * Words for a message a form got back: an AppError code (common `errors.*`), one of SPEC §5's
 * English rule messages from the shared account fields (the `accounts` namespace), or a key of
 * this namespace (`auth:…`). Anything else is shown as it came.
 */
export function errorText(t: TFunction, message: string, fallback?: string): string {
  if (message.startsWith('auth:')) return t(message);
  if (message in errorStatus) return t(`common:${errorKey(message)}`, { defaultValue: fallback ?? t('common:messages.something_went_wrong') });
  const accountKey = accountMessageKeys[message];
  if (accountKey) return t(`accounts:${accountKey}`, { defaultValue: message });
  return message;
}

/** Conform's messages of one field, translated; undefined when there are none. */
export function errorTexts(t: TFunction, messages: readonly string[] | undefined): string[] | undefined {
  return messages?.length ? messages.map((m) => errorText(t, m)) : undefined;
}

/**
 * SPEC §8: the error modal shows the server's message, unless a translation exists for the code,
 * which is then used.
 */
export function codeText(t: TFunction, code: string | null, serverMessage: string): string {
  if (!code) return serverMessage;
  return t(`common:${errorKey(code)}`, { defaultValue: serverMessage || t('common:messages.something_went_wrong') });
}
