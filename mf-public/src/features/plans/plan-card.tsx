import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicPlan } from '@facturador/contracts';
import { baseOf, igvPercent, soles } from '../../components/soles.ts';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

export function PlanCard({ plan, igvRate }: { plan: PublicPlan; igvRate: number }) {
  const limits = [
    plan.documentsPerMonth === null
      ? 'Documentos ilimitados'
      : `${plan.documentsPerMonth} documentos (tokens) al mes`,
    count(plan.maxUsers, 'usuario', 'usuarios'),
    count(plan.maxCompanies, 'empresa (RUC)', 'empresas (RUC)'),
    count(plan.maxEstablishments, 'establecimiento', 'establecimientos'),
  ];
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.code}`}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.highlighted ? 'primary.main' : 'divider',
        borderWidth: plan.highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minHeight: 32,
          }}
        >
          <Typography id={`plan-${plan.code}`} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          {plan.highlighted && <Chip label="Más elegido" color="primary" size="small" />}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1, minHeight: 48 }}>
          {plan.description}
        </Typography>
        <Typography component="p" sx={{ mt: 2 }}>
          <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 700 }}>
            {soles(plan.monthlyPrice)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            al mes
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          IGV incluido · valor de venta {soles(baseOf(plan.monthlyPrice, igvRate))} + IGV (
          {igvPercent(igvRate)})
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0 }}>
          {[...limits, ...plan.features].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          size="large"
          variant={plan.highlighted ? 'contained' : 'outlined'}
          component={RouterLink}
          to={`/register?plan=${encodeURIComponent(plan.code)}`}
          aria-label={`Suscribirme al plan ${plan.name}`}
        >
          Suscribirme
        </Button>
      </CardActions>
    </Card>
  );
}
