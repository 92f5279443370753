import { z } from 'zod';

/** SPEC §5: the access code must be non-empty. Shared by the form and its action. */
export const accessCodeForm = z.object({
  code: z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(200, 'access.code_wrong'),
});
