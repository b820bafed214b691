import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { mayChangeRole, type RoleName } from '@facturador/contracts';
import { rolesQueryOptions } from '../api/list-roles.ts';
import { usersMessages } from '../messages.ts';

/**
 * The system roles (GET /users/admin/roles) as checkboxes. A role the signed-in user may not
 * grant or remove (OWNER_SYSTEM for an administrator) is shown but locked, as the server
 * would refuse it.
 */
export function RoleCheckboxes(props: {
  value: readonly RoleName[];
  onChange: (roles: RoleName[]) => void;
  actorRoles: readonly string[];
  error?: string;
}) {
  const roles = useQuery(rolesQueryOptions());
  const locked = (name: RoleName) => !mayChangeRole(props.actorRoles, name);
  return (
    <FormControl component="fieldset" error={Boolean(props.error)}>
      <FormLabel component="legend">{usersMessages.form.roles}</FormLabel>
      <FormGroup>
        {(roles.data ?? []).map((role) => (
          <FormControlLabel
            key={role.name}
            label={role.description}
            disabled={locked(role.name)}
            control={
              <Checkbox
                checked={props.value.includes(role.name)}
                onChange={(event) =>
                  props.onChange(
                    event.target.checked
                      ? [...props.value, role.name]
                      : props.value.filter((name) => name !== role.name),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {!props.actorRoles.includes('OWNER_SYSTEM') && (
        <FormHelperText>{usersMessages.rolesDialog.ownerOnly}</FormHelperText>
      )}
      {props.error && <FormHelperText>{props.error}</FormHelperText>}
    </FormControl>
  );
}
