import { z } from 'zod';
import { coercedId } from '@foyer/core/platform/input-vocabulary';

/** SPEC §6: the admin panel asks for the password again. */
export const reauthForm = z.object({
  password: z.string({ error: 'common.required' }).min(1, 'common.required').max(1024, 'profile:admin.wrong_password'),
});

export const decisionForm = z.object({
  requestId: coercedId(),
  decision: z.enum(['approve', 'reject']),
});
