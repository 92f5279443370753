import { defineOutcomeQuery } from '../components/outcome-query.ts';

/** The profile after its edit form was saved (`?saved=profile`; refusals are answered on the form). */
export const profileOutcomes = defineOutcomeQuery('saved', ['profile'], null);
