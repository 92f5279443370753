import { useState } from 'react';
import { useActionData, useNavigation } from 'react-router';

/**
 * How many of this form's posts ended well: the action redirected (post/redirect/get), so no
 * action data came back. Key an add form on it: a success gives a fresh, empty form (no
 * duplicate on a second click), a refusal (action data with the errors) keeps what was typed.
 * `mine` tells this form's posts from the page's other forms (by intent, target id…).
 */
export function useSuccessCount(mine: (form: FormData) => boolean): number {
  const navigation = useNavigation();
  const actionData = useActionData();
  const [sent, setSent] = useState(false);
  const [count, setCount] = useState(0);
  // State from the previous render (React's "adjusting state while rendering"), not an effect:
  // the new key arrives in the same commit as the reloaded page.
  if (!sent && navigation.state === 'submitting' && navigation.formData && mine(navigation.formData)) setSent(true);
  if (sent && navigation.state === 'idle') {
    setSent(false);
    if (actionData === undefined) setCount(count + 1);
  }
  return count;
}
