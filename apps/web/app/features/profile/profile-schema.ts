import { z } from 'zod';
import { updateCurrentUserInput } from '@foyer/core/profile/update-current-user-input';

/** SPEC §5 / §9: profile photos are .jpg or .png (the server checks the bytes as well). */
export const photoPattern = /\.(jpe?g|png)$/i;
export const photoAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** An optional file input: Conform turns an empty one into undefined. */
export const photoField = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'profile:validation.photo_type')
  .refine((f) => photoPattern.test(f.name), 'profile:validation.photo_type')
  .optional();

/** The edit-profile form: the service's own input (one rule, one place) plus the photo file. */
export const profileForm = updateCurrentUserInput.extend({ photo: photoField });

/** Onboarding's second step asks only for the basics (SPEC §1: 4 steps). */
export const basicsForm = updateCurrentUserInput
  .pick({ position: true, company: true, country: true })
  .extend({ photo: photoField });

/**
 * Text fields a person can empty. Conform reads an empty input as "absent", which the service
 * takes as "leave it"; an emptied field must be sent as null to clear it.
 */
export const clearableFields = [
  'position',
  'company',
  'country',
  'biography',
  'phone_number',
  'phone_country_code',
  'what_i_offer',
  'what_i_need',
  'goals',
  'facebook_profile',
  'twitter_profile',
  'linked_profile',
  'youtube_profile',
  'instagram_profile',
] as const;

/** Nulls for the clearable fields that were submitted empty. */
export function emptiedFields(formData: FormData, names: readonly string[] = clearableFields): Record<string, null> {
  const out: Record<string, null> = {};
  for (const name of names) {
    const v = formData.get(name);
    if (typeof v === 'string' && v.trim() === '') out[name] = null;
  }
  return out;
}

/** The social links of SPEC §3 "users", in the order the form shows them. */
export const socialFields = ['facebook_profile', 'twitter_profile', 'linked_profile', 'youtube_profile', 'instagram_profile'] as const;
