import { Alert, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { UbigeoDistrict } from '@facturador/contracts';
import { ubigeoQueryOptions } from '../api/catalog-queries.ts';
import { ubigeoMessages as messages } from './messages.ts';
import { titleCase } from './title-case.ts';

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

/**
 * The district (ubigeo) chosen as department → province → district from INEI's catalogue.
 * The form holds only the 6-digit code; the first two and four digits are its department
 * and province, so a saved code reopens on its three choices.
 */
export function UbigeoField<T extends FieldValues>({
  form,
  name,
  disabled = false,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  disabled?: boolean;
}) {
  const catalog = useQuery(ubigeoQueryOptions());
  const { field, fieldState } = useController({ control: form.control, name });
  const code = (field.value as string | undefined) ?? '';
  const [picked, setPicked] = useState({ department: '', province: '' });
  const department = code ? code.slice(0, 2) : picked.department;
  const province = code ? code.slice(0, 4) : picked.province;

  const districts = catalog.data;
  const departments = useMemo(() => unique(districts ?? [], (row) => row.code.slice(0, 2)), [districts]);
  const provinces = useMemo(
    () =>
      unique(
        (districts ?? []).filter((row) => row.code.startsWith(department)),
        (row) => row.code.slice(0, 4),
      ),
    [districts, department],
  );
  const inProvince = (districts ?? []).filter((row) => province && row.code.startsWith(province));

  if (catalog.isError) return <Alert severity="error">{messages.loadError}</Alert>;
  const select = (
    label: string,
    value: string,
    options: UbigeoDistrict[],
    text: (row: UbigeoDistrict) => string,
    slice: number,
    onPick: (value: string) => void,
    error?: string,
  ) => (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled || catalog.isPending || (slice > 2 && options.length === 0)}
      onChange={(event) => onPick(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (catalog.isPending ? messages.loading : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{messages.choose}</option>
      {options.map((row) => (
        <option key={row.code.slice(0, slice)} value={row.code.slice(0, slice)}>
          {titleCase(text(row))}
        </option>
      ))}
    </TextField>
  );

  const clearCode = () => field.onChange('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {select(
        messages.department,
        department,
        departments,
        (row) => row.department,
        2,
        (value) => {
          setPicked({ department: value, province: '' });
          clearCode();
        },
      )}
      {select(
        messages.province,
        province,
        provinces,
        (row) => row.province,
        4,
        (value) => {
          setPicked({ department, province: value });
          clearCode();
        },
      )}
      {select(
        messages.district,
        code,
        inProvince,
        (row) => row.district,
        6,
        (value) => {
          setPicked({ department, province });
          form.clearErrors(name);
          field.onChange(value);
        },
        fieldState.error?.message,
      )}
    </Stack>
  );
}
