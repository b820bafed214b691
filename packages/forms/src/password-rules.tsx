import { Box, Typography } from '@mui/material';
import { visuallyHidden } from './visually-hidden.ts';
import { PASSWORD_MIN_LENGTH } from '@facturador/contracts';
import { passwordMessages as messages } from './messages.ts';

/** SPEC.md §5's password rules, each one ticked as soon as it holds. */
export function passwordRuleChecks(password: string) {
  return [
    { label: messages.ruleLength, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: messages.ruleUpper, met: /[A-ZÁÉÍÓÚÑ]/.test(password) },
    { label: messages.ruleLower, met: /[a-záéíóúñ]/.test(password) },
  ];
}

export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <Box id={id} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {messages.rulesTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {passwordRuleChecks(password).map((rule) => (
          <Typography
            key={rule.label}
            component="li"
            variant="body2"
            sx={{
              color: rule.met ? 'success.main' : 'text.secondary',
              display: 'flex',
              gap: 1,
              // Holds the hidden status text: an absolute box stays inside its item.
              position: 'relative',
            }}
            data-met={rule.met}
          >
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span>
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              ({rule.met ? messages.ruleMet : messages.ruleMissing})
            </Box>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
