import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { renderShellAt } from './render-shell.tsx';
import { signInAs } from './session-fixtures.ts';

/** Each step's label and state, without the number its icon draws. */
const stepTexts = (items: HTMLElement[]) => items.map((item) => item.textContent?.replace(/^\d/, ''));

describe('modals over /app', () => {
  it('asks an unverified user for the e-mail code, with a resend link', async () => {
    signInAs({ isVerifiedEmail: false });
    renderShellAt('/app');
    const dialog = within(await screen.findByRole('dialog', { name: 'Verifica tu email' }));
    expect(dialog.getByLabelText('Código de verificación')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reenviar código' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
    expect(await dialog.findByText('El código debe tener 6 dígitos')).toBeInTheDocument();
  });

  it('shows the e-mail as step 1 of 3, the others still to come, and a way out', async () => {
    signInAs({ isVerifiedEmail: false });
    renderShellAt('/app');
    const dialog = within(await screen.findByRole('dialog', { name: 'Verifica tu email' }));
    const steps = within(dialog.getByRole('list', { name: 'Pasos para activar tu cuenta' }));
    expect(steps.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Verificar email (paso actual)',
    );
    expect(stepTexts(steps.getAllByRole('listitem'))).toEqual([
      'Verificar email (paso actual)',
      'Validar identidad (pendiente)',
      'Registrar empresa (pendiente)',
    ]);
    expect(dialog.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  });

  it('shows identity as step 2 of 3 with the e-mail done, names prefilled from the sign-up, and a way out', async () => {
    signInAs({
      isValidAccount: false,
      fullName: 'María Elena Quispe Mamani',
      firstName: null,
      lastName: null,
    });
    renderShellAt('/app');
    const dialog = within(await screen.findByRole('dialog', { name: 'Valida tu cuenta' }));
    const steps = within(dialog.getByRole('list', { name: 'Pasos para activar tu cuenta' }));
    expect(stepTexts(steps.getAllByRole('listitem'))).toEqual([
      'Verificar email (completado)',
      'Validar identidad (paso actual)',
      'Registrar empresa (pendiente)',
    ]);
    expect(dialog.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Nombres/)).toHaveValue('María Elena');
    expect(dialog.getByLabelText(/^Apellidos/)).toHaveValue('Quispe Mamani');
    expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeEnabled();
  });

  it('validates the account with DNI by default and the §5 rules', async () => {
    signInAs({ isValidAccount: false, fullName: '', firstName: null, lastName: null });
    renderShellAt('/app');
    const dialog = within(await screen.findByRole('dialog', { name: 'Valida tu cuenta' }));
    expect(dialog.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent('DNI');
    fireEvent.change(dialog.getByLabelText(/Número de documento/), { target: { value: '1234567' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Validar cuenta' }));
    expect(await dialog.findByText('El DNI debe tener 8 dígitos')).toBeInTheDocument();
    expect(dialog.getByText('Los nombres son requeridos')).toBeInTheDocument();
    // The company name is optional: the first company is registered at onboarding.
    expect(dialog.queryByText('El nombre de la empresa es requerido')).toBeNull();
    // Focus goes to the first field in error.
    expect(dialog.getByLabelText(/Número de documento/)).toHaveFocus();
  });

  it('applies the CE rule when the user picks a carné de extranjería', async () => {
    signInAs({ isValidAccount: false });
    renderShellAt('/app');
    const dialog = within(await screen.findByRole('dialog', { name: 'Valida tu cuenta' }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Tipo de documento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Carné de extranjería (CE)' }));
    fireEvent.change(dialog.getByLabelText(/Número de documento/), { target: { value: '12345678' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Validar cuenta' }));
    expect(await dialog.findByText('El CE debe tener entre 9 y 12 dígitos')).toBeInTheDocument();
  });

  it('offers a disabled account support by e-mail and chat, and logout', async () => {
    signInAs({ isActive: false });
    renderShellAt('/auth/account-disabled');
    const dialog = within(await screen.findByRole('dialog', { name: 'Cuenta desactivada' }));
    expect(dialog.getByText('Tu cuenta está desactivada. Contacta al soporte.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:soporte@facturador\.pe/),
    );
    expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/51987654321\?text=/),
    );
    expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
