import { errorStatus } from '@foyer/core/errors';
import { defineOutcomeQuery } from '../components/outcome-query.ts';

/** My tickets after a form or a link (outcome-query.ts): `?order=canceled`, `?order_error=<code>`, `?download_error=<code>`. Any known code. */
export const orderOutcomes = defineOutcomeQuery('order', ['canceled'], errorStatus);
export const downloadOutcomes = defineOutcomeQuery('download', [], errorStatus);
