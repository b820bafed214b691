import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { isApiError } from '@facturador/auth-api';
import { contactRequestSchema, CONTACT_MESSAGE_MAX } from '@facturador/contracts';
import { applyServerErrors, FormTextField, useContractForm } from '@facturador/forms';
import { sendContact } from './api/send-contact.ts';

const EMPTY = { name: '', email: '', phone: '', message: '' };
const UNSENT = 'No pudimos enviar tu mensaje. Inténtalo de nuevo.';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * The contact form: validated with the API's own schema, first wrong field focused. The
 * field ids are the ones the prerendered page records typing under (decision 0010).
 */
export function ContactForm() {
  const form = useContractForm(contactRequestSchema, EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (contact) => {
    setOutcome(null);
    try {
      const answer = await sendContact({ ...contact, phone: contact.phone || undefined });
      form.reset(EMPTY);
      setOutcome({ severity: 'success', text: answer.message });
    } catch (error) {
      if (applyServerErrors(form, error) === null) return;
      // The server's own words (its 429 says when to write again), not the client's summary.
      const text = isApiError(error) ? (error.serverMessage ?? error.message) : UNSENT;
      setOutcome({ severity: 'error', text });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Formulario de contacto"
    >
      <Stack spacing={2.5}>
        <FormTextField
          form={form}
          name="name"
          id="contacto-name"
          label="Nombre"
          required
          autoComplete="name"
          fullWidth
        />
        <FormTextField
          form={form}
          name="email"
          id="contacto-email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          fullWidth
        />
        <FormTextField
          form={form}
          name="phone"
          id="contacto-phone"
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          fullWidth
        />
        <FormTextField
          form={form}
          name="message"
          id="contacto-message"
          label="Mensaje"
          required
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }}
          fullWidth
        />
        <Box role="status" aria-live="polite">
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {sending ? 'Enviando…' : 'Enviar mensaje'}
        </Button>
      </Stack>
    </Box>
  );
}
