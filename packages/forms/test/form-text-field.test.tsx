import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@facturador/auth-api';
import { forgotPasswordRequestSchema, validationMessages } from '@facturador/contracts';
import { applyServerErrors, FormTextField, useContractForm } from '../src/index.ts';

function EmailForm() {
  const form = useContractForm(forgotPasswordRequestSchema, { email: '' });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => {})(event)}>
      <FormTextField form={form} name="email" label="Email" helperText="Te enviaremos un enlace" />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('FormTextField', () => {
  it("shows the contract's text on submit, focused, and drops it while the person types", async () => {
    render(<EmailForm />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Te enviaremos un enlace');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(validationMessages.emailRequired));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(email, { target: { value: 'rosa@' } });
    // Not told again letter by letter: the error waits for the next submit.
    expect(email).toHaveAccessibleDescription('Te enviaremos un enlace');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(validationMessages.emailInvalid));
  });
});

describe('applyServerErrors', () => {
  const form = (fields: Record<string, string>) => {
    const set: [string, string | undefined][] = [];
    return {
      set,
      setError: (name: string, error: { message?: string }) => void set.push([name, error.message]),
      getValues: () => fields,
    };
  };

  it('sends to the alert a failure that is not a field issue', () => {
    const target = form({ email: '' });
    const failure = new ApiError('Demasiadas peticiones al servidor.', 429);
    expect(applyServerErrors(target as never, failure)).toBe('Demasiadas peticiones al servidor.');
    expect(applyServerErrors(target as never, new Error('Sin conexión'))).toBe('Sin conexión');
    expect(target.set).toEqual([]);
  });

  it('places nested issues (items.0.name) on the field they belong to', () => {
    const target = form({ items: '' });
    const failure = new ApiError('Campo «items.0.name»: Es requerido', 400, {
      fieldErrors: [{ field: 'items.0.name', message: 'Es requerido' }],
    });
    expect(applyServerErrors(target as never, failure)).toBeNull();
    expect(target.set).toEqual([['items.0.name', 'Es requerido']]);
  });
});
