import { MenuItem, Stack, TextField } from '@mui/material';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  auditMessages,
} from '@facturador/contracts';
import type { AuditFilterName } from '../audit-query.ts';
import { auditPageMessages } from '../messages.ts';

const text = auditPageMessages.filters;

/** The page's own filters beside the grid's search: action, kind of record and a range of Lima days. */
export function AuditFilters(props: {
  values: Partial<Record<AuditFilterName, string>>;
  onChange: (name: AuditFilterName, value: string | undefined) => void;
}) {
  const { values, onChange } = props;
  const action = values.accion && values.accion in AUDIT_ACTION_LABELS ? values.accion : '';
  const entityType = values.tipo && values.tipo in AUDIT_ENTITY_LABELS ? values.tipo : '';
  // The server refuses the same range with the same words; saying it here saves the round trip.
  const rangeError =
    values.desde && values.hasta && values.desde > values.hasta ? auditMessages.dateRange : undefined;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={text.action}
        value={action}
        onChange={(event) => onChange('accion', event.target.value || undefined)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{text.anyAction}</MenuItem>
        {AUDIT_ACTIONS.map((name) => (
          <MenuItem key={name} value={name}>
            {AUDIT_ACTION_LABELS[name]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.entityType}
        value={entityType}
        onChange={(event) => onChange('tipo', event.target.value || undefined)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{text.anyEntityType}</MenuItem>
        {AUDIT_ENTITY_TYPES.map((name) => (
          <MenuItem key={name} value={name}>
            {AUDIT_ENTITY_LABELS[name]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={text.from}
        value={values.desde ?? ''}
        onChange={(event) => onChange('desde', event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={text.to}
        value={values.hasta ?? ''}
        onChange={(event) => onChange('hasta', event.target.value || undefined)}
        error={rangeError !== undefined}
        helperText={rangeError}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
