import { Typography } from '@mui/material';

export default function AdminOverviewPage() {
  return (
    <Typography variant="h4" component="h1">
      Administración
    </Typography>
  );
}
