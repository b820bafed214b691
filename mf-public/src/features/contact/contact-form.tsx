import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@facturador/auth-api';
import { contactRequestSchema, CONTACT_MESSAGE_MAX, type ContactRequest } from '@facturador/contracts';
import { sendContact } from './api/send-contact.ts';

type Field = 'name' | 'email' | 'phone' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', message: '' };

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** The contact form: validated with the API's own schema, first wrong field focused. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      inputs.current[FIELDS.find((field) => found[field])!]?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body: ContactRequest = { ...parsed.data, phone: parsed.data.phone || undefined };
      const answer = await sendContact(body);
      setValues(EMPTY);
      setOutcome({ severity: 'success', text: answer.message });
    } catch (error) {
      const text = isApiError(error)
        ? (error.serverMessage ?? error.message)
        : 'No pudimos enviar tu mensaje. Inténtalo de nuevo.';
      setOutcome({ severity: 'error', text });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`contacto-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (extra.helperText as string | undefined)}
      inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
        inputs.current[name] = element;
      }}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Formulario de contacto">
      <Stack spacing={2.5}>
        {field('name', 'Nombre', { required: true, autoComplete: 'name' })}
        {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        {field('phone', 'Teléfono (opcional)', { type: 'tel', autoComplete: 'tel' })}
        {field('message', 'Mensaje', {
          required: true,
          multiline: true,
          minRows: 5,
          slotProps: { htmlInput: { maxLength: CONTACT_MESSAGE_MAX } },
        })}
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
