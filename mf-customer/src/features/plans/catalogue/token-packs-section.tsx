import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { tokenPacksQueryOptions } from '../api/billing-queries.ts';
import { formatCount } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { SectionStatus } from '../../../shared/section-status.tsx';
import { PlanPrice } from './plan-price.tsx';
import type { Purchase } from './purchase.ts';

const messages = plansMessages.packs;

/** Extra tokens on sale, each with «Comprar». */
export function TokenPacksSection({ onBuy }: { onBuy: (purchase: Purchase) => void }) {
  const { data: packs, isPending, isError, refetch } = useQuery(tokenPacksQueryOptions());
  return (
    <Section id="token-packs" title={messages.title} intro={messages.intro}>
      <SectionStatus
        isPending={isPending}
        isError={isError}
        loadingLabel={messages.loading}
        errorText={messages.loadError}
        onRetry={() => void refetch()}
        height={140}
      />
      {packs?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {messages.empty}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' },
        }}
      >
        {packs?.map((pack) => (
          <Card key={pack.id} component="article" aria-labelledby={`pack-${pack.id}-name`} variant="outlined">
            <CardContent>
              <Typography
                id={`pack-${pack.id}-name`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
              >
                {pack.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {messages.tokens(formatCount(pack.tokens))}
              </Typography>
              <PlanPrice cents={pack.priceCents} />
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                variant="contained"
                fullWidth
                aria-label={messages.buyLabel(pack.name)}
                onClick={() =>
                  onBuy({
                    kind: 'token_pack',
                    itemId: pack.id,
                    name: pack.name,
                    amountCents: pack.priceCents,
                  })
                }
              >
                {messages.buy}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
