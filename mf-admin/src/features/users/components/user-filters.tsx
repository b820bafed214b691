import { MenuItem, Stack, TextField } from '@mui/material';
import { ROLES, SYSTEM_ROLE_NAMES } from '@facturador/contracts';
import { usersMessages } from '../messages.ts';

const text = usersMessages.filters;

/** URL values of the state filter and what each asks GET /users for. */
export const STATE_FILTERS = {
  activos: { isActive: 'true' },
  desactivados: { isActive: 'false' },
  eliminados: { isDeleted: 'true' },
} as const;
export type StateFilter = keyof typeof STATE_FILTERS;

export const isStateFilter = (value: string | undefined): value is StateFilter =>
  value !== undefined && value in STATE_FILTERS;

/** The page's own filters beside the grid's search: role and state. */
export function UserFilters(props: {
  role: string | undefined;
  state: string | undefined;
  onChange: (name: 'rol' | 'estado', value: string | undefined) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        size="small"
        label={text.role}
        value={props.role ?? ''}
        onChange={(event) => props.onChange('rol', event.target.value || undefined)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{text.anyRole}</MenuItem>
        {SYSTEM_ROLE_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            {ROLES[name].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.state}
        value={isStateFilter(props.state) ? props.state : ''}
        onChange={(event) => props.onChange('estado', event.target.value || undefined)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{text.anyState}</MenuItem>
        <MenuItem value="activos">{text.active}</MenuItem>
        <MenuItem value="desactivados">{text.inactive}</MenuItem>
        <MenuItem value="eliminados">{text.deleted}</MenuItem>
      </TextField>
    </Stack>
  );
}
