import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@facturador/auth-api';
import { forgotPasswordRequestSchema } from '@facturador/contracts';
import { FormTextField, useContractForm, useServerSubmit } from '../src/index.ts';

type Send = (values: { email: string }) => Promise<unknown>;

function EmailForm({ send }: { send: Send }) {
  const form = useContractForm(forgotPasswordRequestSchema, { email: 'rosa@example.com' });
  const { alert, onSubmit } = useServerSubmit(form, send);
  return (
    <form noValidate onSubmit={onSubmit}>
      {alert && <p role="alert">{alert}</p>}
      <FormTextField form={form} name="email" label="Email" />
      <button type="submit">Enviar</button>
    </form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('useServerSubmit', () => {
  it('puts a field issue under its field, with no alert', async () => {
    const send = jest.fn<Send>().mockRejectedValue(
      new ApiError('Campo «email»: Ya está registrado', 400, {
        fieldErrors: [{ field: 'email', message: 'Ya está registrado' }],
      }),
    );
    render(<EmailForm send={send} />);
    submit();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ya está registrado'));
    expect(email).toHaveFocus();
    expect(send).toHaveBeenCalledWith({ email: 'rosa@example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal no field holds in the alert, and clears it when the next submit succeeds', async () => {
    const send = jest
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError('Demasiadas peticiones al servidor.', 429))
      .mockResolvedValueOnce(undefined);
    render(<EmailForm send={send} />);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas peticiones al servidor.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');

    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('does not send what the contract refuses', async () => {
    const send = jest.fn<Send>().mockResolvedValue(undefined);
    render(<EmailForm send={send} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rosa@' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(send).not.toHaveBeenCalled();
  });
});
