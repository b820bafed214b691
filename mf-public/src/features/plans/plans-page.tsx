import { Alert, Box, Button, Container, Skeleton, Typography } from '@mui/material';
import { GridList } from '../../components/grid-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { soles } from '../../components/soles.ts';
import { usePlans } from './api/get-plans.ts';
import { PlanCard } from './plan-card.tsx';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } };
/** Reserved while the plans load, so the page does not jump when they arrive. */
const CARD_HEIGHT = 470;

export default function PlansPage() {
  const { state, retry } = usePlans();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline="Planes y precios" title="Planes en soles, sin costos ocultos">
        Elige cuántos comprobantes emites al mes. Todos los planes emiten facturas, boletas y notas
        electrónicas, las envían a SUNAT y guardan su XML y CDR; cada plan detalla lo que suma.
      </PageHeader>
      <Box component="section" aria-labelledby="planes" aria-busy={state.status === 'loading'}>
        <Typography id="planes" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          Planes mensuales
        </Typography>
        {state.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={retry}>
                Reintentar
              </Button>
            }
          >
            {state.message}
          </Alert>
        ) : (
          <Box sx={grid}>
            {state.status === 'loading'
              ? [0, 1, 2].map((key) => (
                  <Skeleton key={key} variant="rounded" height={CARD_HEIGHT} aria-hidden="true" />
                ))
              : state.data.plans.map((plan) => (
                  <PlanCard key={plan.code} plan={plan} igvRate={state.data.igvRate} />
                ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Precios mensuales en soles (S/) con IGV incluido; cada plan indica su valor de venta (sin IGV). Cada
          comprobante emitido consume un token.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="paquetes" sx={{ mt: 6 }}>
        <Typography id="paquetes" variant="h4" component="h2" sx={{ mb: 1, fontWeight: 700 }}>
          Paquetes de tokens adicionales
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          ¿Te quedaste sin comprobantes antes de fin de mes? Compra un paquete y sigue emitiendo al instante.
        </Typography>
        <GridList columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
          {state.status === 'ready'
            ? state.data.tokenPacks.map((pack) => (
                <Box
                  component="li"
                  key={pack.code}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
                >
                  <Typography sx={{ fontWeight: 700 }}>{pack.tokens} tokens</Typography>
                  <Typography color="text.secondary">{soles(pack.price)} IGV incluido, pago único</Typography>
                </Box>
              ))
            : [0, 1, 2].map((key) => (
                <Box component="li" key={key} aria-hidden="true">
                  <Skeleton variant="rounded" height={82} />
                </Box>
              ))}
        </GridList>
      </Box>
    </Container>
  );
}
