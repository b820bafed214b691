import { Box, CircularProgress } from '@mui/material';
import { messages } from '../app/messages.ts';

export function PageLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={messages.loading} />
    </Box>
  );
}
