import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { forgotPasswordRequestSchema } from '@facturador/contracts';
import { decimalInput, FormTextField, numericInput, useContractForm } from '../src/index.ts';

function Field({ slotProps }: { slotProps: typeof numericInput | typeof decimalInput }) {
  const form = useContractForm(forgotPasswordRequestSchema, { email: '' });
  return <FormTextField form={form} name="email" label="Campo" slotProps={slotProps} />;
}

describe('input modes', () => {
  it('set the mode on the input a phone reads, not on the field around it', () => {
    const { unmount } = render(<Field slotProps={numericInput} />);
    expect(screen.getByLabelText('Campo')).toHaveAttribute('inputmode', 'numeric');
    unmount();
    render(<Field slotProps={decimalInput} />);
    expect(screen.getByLabelText('Campo')).toHaveAttribute('inputmode', 'decimal');
  });
});
