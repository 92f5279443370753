import { useActionData } from 'react-router';
import { screenMeta, type TitledHandle } from '../../components/page-meta';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/buy-ticket';
import { checkoutAction, checkoutLoader } from '../../features/checkout/checkout.server.ts';
import { CheckoutScreen } from '../../features/checkout/checkout-screen.tsx';
import type { CheckoutView } from '../../features/checkout/checkout-view.ts';
import { Screen } from '../../features/access/screen.tsx';
import { useEventLayout } from '../../features/access/use-event-layout.ts';

export const handle = { title: 'tickets:checkout.title' } satisfies TitledHandle;
export const meta = screenMeta;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return checkoutLoader(context.ctx, request, params);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return checkoutAction(context.ctx, request, params);
}

/** SPEC §2 buy-ticket and buy-ticket/{ticketId}: the checkout, steps 1–3 (SPEC §4). */
export default function BuyTicket({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('tickets');
  const { basePath } = useEventLayout();
  const answered = useActionData<typeof action>() as CheckoutView | undefined;
  return (
    <Screen title={t('checkout.title')}>
      <CheckoutScreen view={answered ?? loaderData.initial} catalogue={loaderData.catalogue} filterGroups={loaderData.filterGroups} event={loaderData.event} countries={loaderData.countries} locale={loaderData.locale} basePath={basePath} buyer={loaderData.buyer} />
    </Screen>
  );
}
