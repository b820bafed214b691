import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessages, isApiError, validateAccount, validationMessages } from '@facturador/auth-api';
import { documentNumberIssue, type IdentityDocumentType } from '@facturador/contracts';
import { messages } from '../app/messages.ts';
import { useUser } from '../session/use-session.ts';
import { closeAfterDelay } from './close-after-delay.ts';

type Field = 'documentNumber' | 'firstName' | 'lastName' | 'companyName';
type Errors = Partial<Record<Field, string>>;

/** SPEC.md §2 and §5: account validation with a DNI (default) or a CE. */
export function ValidateAccountModal() {
  const user = useUser();
  const [open, setOpen] = useState(true);
  const [documentType, setDocumentType] = useState<IdentityDocumentType>('DNI');
  const [values, setValues] = useState<Record<Field, string>>({
    documentNumber: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    companyName: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    const documentIssue = documentNumberIssue(documentType, values.documentNumber.trim());
    if (documentIssue) found.documentNumber = documentIssue;
    if (!values.firstName.trim()) found.firstName = validationMessages.firstNameRequired;
    if (!values.lastName.trim()) found.lastName = validationMessages.lastNameRequired;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = check();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`validate-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await validateAccount({
        documentType,
        documentNumber: values.documentNumber.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        companyName: values.companyName.trim(),
      });
      await closeAfterDelay(() => setOpen(false));
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : errorMessages.validateAccount);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, required = true) => (
    <TextField
      id={`validate-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      required={required}
      fullWidth
    />
  );

  return (
    <Dialog open={open} aria-labelledby="validate-account-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="validate-account-title">{messages.validateAccount.title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errorMessages.validateAccount}
              {error !== errorMessages.validateAccount ? `: ${error}` : ''}
            </Alert>
          )}
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              select
              id="validate-documentType"
              label={messages.validateAccount.documentType}
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value as IdentityDocumentType)}
              fullWidth
              helperText=" "
            >
              <MenuItem value="DNI">DNI</MenuItem>
              <MenuItem value="CE">{messages.validateAccount.foreignerCard}</MenuItem>
            </TextField>
            {field('documentNumber', messages.validateAccount.documentNumber)}
            {field('firstName', messages.validateAccount.firstName)}
            {field('lastName', messages.validateAccount.lastName)}
            {field('companyName', messages.validateAccount.companyName, false)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={busy}>
            {messages.validateAccount.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
