import { Autocomplete, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldId } from '@facturador/forms';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** Fewer letters than this match too much to be worth a call. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * A text field of the issue form that also offers the company's saved entries (Clientes,
 * Productos y servicios) as the person types: the search goes to the server once typing pauses.
 * What is typed stays the field's value; picking an entry hands it to `onPick`, which fills the
 * fields it knows.
 */
export function CatalogueAutocomplete<T extends FieldValues, Option>({
  form,
  name,
  companyId,
  label,
  helperText,
  useOptions,
  optionKey,
  optionValue,
  optionText,
  onPick,
  onType,
  inputSlotProps,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  companyId: string;
  label: string;
  helperText?: ReactNode;
  /** The company's entries matching `search` (a query hook), asked for only while `enabled`. */
  useOptions: (
    companyId: string,
    search: string,
    enabled: boolean,
  ) => { options: readonly Option[]; loading: boolean };
  optionKey: (option: Option) => string;
  /** What the field holds once the option is picked. */
  optionValue: (option: Option) => string;
  /** How the option reads in the list. */
  optionText: (option: Option) => string;
  onPick: (option: Option) => void;
  /** Called with what the person types (not with a pick), after the field takes it. */
  onType?: (text: string) => void;
  /** The input element's own attributes (inputMode), as @facturador/forms names them. */
  inputSlotProps?: { htmlInput?: object };
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = useFieldId(name);
  const [open, setOpen] = useState(false);
  const text = String(field.value ?? '');
  const search = useDebouncedValue(text.trim());
  const { options, loading } = useOptions(companyId, search, open && search.length >= MIN_SEARCH_LENGTH);
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The server has searched already; the options are not filtered again here.
      filterOptions={(all) => all}
      options={search.length >= MIN_SEARCH_LENGTH ? options : []}
      loading={loading}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        if (fieldState.error) form.clearErrors(name);
        field.onChange(value);
        onType?.(value);
      }}
      onChange={(_, option) => {
        if (option === null || typeof option === 'string') return;
        if (fieldState.error) form.clearErrors(name);
        onPick(option);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : optionValue(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {optionText(option)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          size="small"
          fullWidth
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(inputSlotProps?.htmlInput as object | undefined),
            },
          }}
        />
      )}
    />
  );
}
