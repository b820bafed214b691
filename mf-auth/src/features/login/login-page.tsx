import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export default function LoginPage() {
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Iniciar sesión
      </Typography>
      <Typography color="text.secondary">
        ¿Aún no tienes cuenta?{' '}
        <Link component={RouterLink} to="/register">
          Crea una
        </Link>
      </Typography>
    </>
  );
}
