import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { errorMessages } from '@facturador/auth-api';
import { serverProfile } from '@facturador/test-support/profile';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi, validationError } from '@facturador/test-support/signed-in-api';
import { ValidateAccountForm } from '../src/index.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

/** The form over a real HTTP server that answers POST /users/validate-account as `answer` says. */
async function renderForm(answer: ReturnType<Handler>) {
  api = await startSignedInApi((request) => (request.path === '/users/validate-account' ? answer : notFound));
  const { server } = api;
  const onValidated = jest.fn(async (_message?: string) => {});
  render(<ValidateAccountForm firstName="Rosa" lastName="Quispe Mamani" onValidated={onValidated} />);
  fireEvent.change(screen.getByLabelText(/Número de documento/), { target: { value: '45678912' } });
  fireEvent.click(screen.getByRole('button', { name: 'Validar cuenta' }));
  return { onValidated, server };
}

describe('the names the form starts from', () => {
  it('splits the name typed at sign-up into given names and surnames, still editable', () => {
    render(<ValidateAccountForm fullName="María Elena Quispe Mamani" onValidated={() => {}} />);
    const firstName = screen.getByLabelText(/^Nombres/);
    expect(firstName).toHaveValue('María Elena');
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue('Quispe Mamani');
    fireEvent.change(firstName, { target: { value: 'María' } });
    expect(firstName).toHaveValue('María');
  });

  it("prefers the profile's own names to the split", () => {
    render(
      <ValidateAccountForm
        fullName="Rosa Quispe Mamani"
        firstName="Rosa Luz"
        lastName="Quispe"
        onValidated={() => {}}
      />,
    );
    expect(screen.getByLabelText(/^Nombres/)).toHaveValue('Rosa Luz');
    expect(screen.getByLabelText(/^Apellidos/)).toHaveValue('Quispe');
  });
});

describe('the validate-account form and a 400 from the API', () => {
  it("puts each field issue of the answer under its field, focuses the first, and sends the contract's output", async () => {
    const { onValidated, server } = await renderForm(
      validationError([
        { field: 'documentNumber', message: 'Este documento ya validó otra cuenta' },
        { field: 'lastName', message: 'Los apellidos no coinciden con RENIEC' },
      ]),
    );
    const documentNumber = screen.getByLabelText(/Número de documento/);
    await waitFor(() =>
      expect(documentNumber).toHaveAccessibleDescription('Este documento ya validó otra cuenta'),
    );
    expect(documentNumber).toHaveAttribute('aria-invalid', 'true');
    expect(documentNumber).toHaveFocus();
    expect(screen.getByLabelText(/^Apellidos/)).toHaveAccessibleDescription(
      'Los apellidos no coinciden con RENIEC',
    );
    expect(screen.getByLabelText(/^Nombres/)).not.toHaveAttribute('aria-invalid', 'true');
    // Every issue found its field: the form's alert has nothing to add.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValidated).not.toHaveBeenCalled();
    expect(server.calls().map((call) => call.body)).toEqual([
      {
        documentType: 'DNI',
        documentNumber: '45678912',
        firstName: 'Rosa',
        lastName: 'Quispe Mamani',
      },
    ]);
  });

  it('says in the alert what no field of the form can show', async () => {
    await renderForm(
      validationError([
        { field: 'documentNumber', message: 'Este documento ya validó otra cuenta' },
        { field: 'birthDate', message: 'La fecha de nacimiento es requerida' },
      ]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${errorMessages.validateAccount}: Campo «documentNumber»: Este documento ya validó otra cuenta`,
    );
    expect(screen.getByLabelText(/Número de documento/)).toHaveAccessibleDescription(
      'Este documento ya validó otra cuenta',
    );
  });

  it('tells the caller once the account is validated', async () => {
    const { onValidated } = await renderForm({
      status: 200,
      body: { success: true, message: 'Cuenta validada', user: serverProfile() },
    });
    await waitFor(() => expect(onValidated).toHaveBeenCalledWith('Cuenta validada'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
