import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { createAppTheme } from '@facturador/theme';
import { CatalogueAutocomplete } from '../../src/shared/catalogues/catalogue-autocomplete.tsx';

type Line = { description: string };

/** Emitir's Descripción field (a line's CatalogueAutocomplete) under the suite's theme, already typed in. */
function DescriptionField() {
  const form = useForm<Line>({ defaultValues: { description: 'Mantenimiento preventivo' } });
  return (
    <CatalogueAutocomplete<Line, never>
      form={form as unknown as UseFormReturn<Line, unknown, FieldValues>}
      name="description"
      companyId="company"
      label="Descripción"
      useOptions={() => ({ options: [], loading: false })}
      optionKey={() => ''}
      optionValue={() => ''}
      optionText={() => ''}
      onPick={() => undefined}
    />
  );
}

describe('MUI’s own texts under the suite’s theme', () => {
  it('names the Descripción field’s clear button in Spanish, not MUI’s «Clear»', () => {
    render(
      <ThemeProvider theme={createAppTheme()}>
        <DescriptionField />
      </ThemeProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Descripción' })).toHaveValue('Mantenimiento preventivo');
    // MUI shows the «×» only on hover (CSS visibility), which leaves it without a role's name in
    // jsdom: its label is read as the browser's tooltip and screen reader get it.
    const clear = screen.getByLabelText('Limpiar', { selector: 'button' });
    expect(clear).toHaveClass('MuiAutocomplete-clearIndicator');
    expect(clear).toHaveAttribute('title', 'Limpiar');
    expect(screen.queryByLabelText('Clear')).toBeNull();
  });
});
