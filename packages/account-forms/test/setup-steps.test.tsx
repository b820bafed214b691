import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { clearToasts, toastStore } from '@facturador/auth-api';
import { AccountSetupSteps, announceSetupStep } from '../src/index.ts';

afterEach(() => clearToasts());

const toasts = () =>
  toastStore.getState().toasts.map(({ type, title, message }) => ({ type, title, message }));

describe('the three setup steps', () => {
  it('marks the steps before the current one done and the ones after it pending', () => {
    render(<AccountSetupSteps current="registerCompany" />);
    const steps = within(screen.getByRole('list', { name: 'Pasos para activar tu cuenta' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    expect(steps.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /Registrar empresa \(paso actual\)$/,
    );
    expect(steps.getByText('Verificar email')).toBeInTheDocument();
    expect(steps.getAllByText('(completado)', { exact: false })).toHaveLength(2);
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
  });

  it('confirms a finished step with a success toast, in the server’s words when it gave some', () => {
    announceSetupStep('verifyEmail', 'Email verificado exitosamente');
    announceSetupStep('validateAccount', undefined);
    expect(toasts()).toEqual([
      { type: 'success', title: 'Identidad validada', message: 'Tu identidad quedó validada.' },
      { type: 'success', title: 'Email verificado', message: 'Email verificado exitosamente' },
    ]);
  });
});
