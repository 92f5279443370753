import { data } from 'react-router';
import type { Route } from './+types/invoice-sample';
import sample from '../../../../../docs/samples/invoices.csv?raw';
import sampleWithErrors from '../../../../../docs/samples/invoices-with-errors.csv?raw';

const samples: Record<string, string> = { 'invoices.csv': sample, 'invoices-with-errors.csv': sampleWithErrors };

/** `admin/invoices/sample/{name}`: the format's sample files (docs/samples), for anyone. */
export function loader({ params }: Route.LoaderArgs) {
  const body = samples[params.name ?? ''];
  if (body === undefined) throw data({ code: 'common.not_found' }, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${params.name}"`, 'Cache-Control': 'public, max-age=3600' } });
}
