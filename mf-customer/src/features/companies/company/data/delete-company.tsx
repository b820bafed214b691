import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Company } from '@facturador/contracts';
import { useDeleteCompany } from '../../api/company-mutations.ts';
import { companiesMessages } from '../../messages.ts';
import { Section } from '../../shared/section.tsx';

const messages = companiesMessages.data;

/** Owner only: deleting the company, confirmed by typing its RUC. */
export function DeleteCompany({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany(company.publicId);
  const matches = typed.trim() === company.ruc;
  return (
    <Section id="delete-company-title" title={messages.deleteTitle}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {messages.deleteBody}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {messages.delete}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-company-dialog">
        <DialogTitle id="delete-company-dialog">{messages.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{messages.deleteBody}</DialogContentText>
          {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
          <TextField
            label={messages.deleteConfirm(company.ruc)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={typed.length >= 11 && !matches}
            helperText={typed.length >= 11 && !matches ? messages.deleteMismatch : undefined}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{messages.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!matches || remove.isPending}
            onClick={() => remove.mutate()}
          >
            {messages.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
