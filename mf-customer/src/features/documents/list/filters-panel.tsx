import { Box, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.list;

/**
 * The Listado's filters: always shown from `md` up; on a phone behind «Filtros», which says how
 * many are in use. Laid out in CSS, not by measuring, so the page a server sends is right at
 * every width (decision 39); the toggle has an id for the starter to replay a press made before
 * the app is up.
 */
export function FiltersPanel({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Button
          id="documents-filters-toggle"
          variant="outlined"
          aria-expanded={open}
          aria-controls="documents-filters"
          onClick={() => setOpen(!open)}
        >
          {messages.showFilters(active)}
        </Button>
      </Box>
      <Box id="documents-filters" sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        {children}
      </Box>
    </Stack>
  );
}
