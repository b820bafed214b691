import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PlansSection } from './catalogue/plans-section.tsx';
import type { Purchase } from './catalogue/purchase.ts';
import { TokenPacksSection } from './catalogue/token-packs-section.tsx';
import { LedgerSection } from './ledger/ledger-section.tsx';
import { plansMessages as messages } from './messages.ts';
import { OrdersSection } from './orders/orders-section.tsx';
import { PaymentDialog } from './payment/payment-dialog.tsx';
import { SubscriptionSection } from './subscription/subscription-section.tsx';

/**
 * /app/mis-planes: the subscription, the plans and token packs on sale, the orders and the
 * token ledger. Every query sits under ['billing'], so `billing_updated` refreshes it all.
 */
export default function PlansPage() {
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {messages.title}
      </Typography>
      <SubscriptionSection />
      <PlansSection onBuy={setPurchase} />
      <TokenPacksSection onBuy={setPurchase} />
      <OrdersSection onPay={setPurchase} />
      <LedgerSection />
      {purchase && <PaymentDialog purchase={purchase} onClose={() => setPurchase(null)} />}
    </Stack>
  );
}
