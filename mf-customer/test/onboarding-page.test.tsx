import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueryClient } from '@facturador/test-support';
import { validationMessages } from '@facturador/auth-api';
import { companyMessages } from '@facturador/contracts';
import OnboardingPage from '../src/features/onboarding/onboarding-page.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('first-run page (onboarding)', () => {
  it('refuses empty fields and a RUC with a wrong check digit, focusing the first error', async () => {
    renderWithQueryClient(<OnboardingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    await waitFor(() => expect(field(/^RUC/)).toHaveAccessibleDescription(validationMessages.rucFormat));
    expect(field(/^Razón social/)).toHaveAccessibleDescription(companyMessages.businessNameRequired);
    expect(field(/^Dirección fiscal/)).toHaveAccessibleDescription(companyMessages.fiscalAddressRequired);
    await waitFor(() => expect(field(/^RUC/)).toHaveFocus());

    fireEvent.change(field(/^RUC/), { target: { value: '20512333798' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    await waitFor(() => expect(field(/^RUC/)).toHaveAccessibleDescription(validationMessages.rucCheckDigit));
  });

  it('shows the data to confirm once every field is valid', async () => {
    renderWithQueryClient(<OnboardingPage />);
    fireEvent.change(field(/^RUC/), { target: { value: '20512333797' } });
    fireEvent.change(field(/^Razón social/), { target: { value: 'Comercial Andina S.A.C.' } });
    fireEvent.change(field(/^Dirección fiscal/), { target: { value: 'Av. Arequipa 123, Lima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirma los datos de tu empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20512333797')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y continuar' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Corregir' }));
    expect(field(/^RUC/)).toHaveValue('20512333797');
  });
});
