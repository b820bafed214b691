import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts } from '@facturador/auth-api';
import type { PlatformSigningIdentity } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi, validationError } from '@facturador/test-support/signed-in-api';
import { SigningIdentitySection } from '../src/features/settings/signing-identity/signing-identity-section.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const generated: PlatformSigningIdentity = {
  ruc: '20611900423',
  businessName: 'Facturador Demo S.A.C.',
  certificate: {
    subject: 'CN=Facturador Demo S.A.C. - CERTIFICADO DE PRUEBA, serialNumber=RUC20611900423',
    holder: 'Facturador Demo S.A.C. - CERTIFICADO DE PRUEBA',
    issuer: 'Facturador Demo S.A.C. - CERTIFICADO DE PRUEBA',
    ruc: '20611900423',
    notAfter: '2028-12-06T12:00:00.000Z',
  },
  generated: true,
  expiryWarning: null,
  updatedAt: '2026-12-06T12:00:00.000Z',
};

async function renderSection(handler: Handler) {
  api = await startSignedInApi(handler);
  render(
    <QueryClientProvider client={api.queryClient}>
      <SigningIdentitySection />
    </QueryClientProvider>,
  );
  return {
    server: api.server,
    section: within(await screen.findByRole('region', { name: 'Firma de la plataforma como PSE' })),
  };
}

describe('the platform’s signing identity in Configuración (issue 40)', () => {
  it('shows who Facturador signs as, warns that a generated certificate is a test one, never shows a secret', async () => {
    const { section } = await renderSection((request) =>
      request.path === '/admin/signing-identity' ? { body: { success: true, data: generated } } : notFound,
    );
    const table = within(await section.findByRole('table'));
    expect(table.getByRole('row', { name: /RUC 20611900423/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Vence/ })).toHaveTextContent(/2028/);
    expect(section.getByText(/certificado de prueba que el servidor generó/)).toBeVisible();
    expect(section.getByLabelText('Contraseña del certificado')).toHaveValue('');
    expect(section.getByText('Ningún archivo elegido: se conserva el certificado actual')).toBeVisible();
  });

  it('sends the RUC, name, file and password, and puts the server’s refusal under its field', async () => {
    const { section, server } = await renderSection((request) =>
      request.method === 'PUT'
        ? validationError([{ field: 'password', message: 'La contraseña del certificado es incorrecta' }])
        : request.path === '/admin/signing-identity'
          ? { body: { success: true, data: null } }
          : notFound,
    );
    expect(
      await section.findByText('Aún no hay identidad de firma: sube el certificado de la plataforma.'),
    ).toBeVisible();
    fireEvent.change(section.getByLabelText('RUC de la plataforma'), { target: { value: '20611900423' } });
    fireEvent.change(section.getByLabelText('Razón social'), { target: { value: 'Facturador S.A.C.' } });
    const file = new File([new Uint8Array([1, 2, 3])], 'plataforma.pfx', { type: 'application/x-pkcs12' });
    fireEvent.change(section.getByLabelText('Certificado (.pfx o .p12)'), { target: { files: [file] } });
    expect(await section.findByText('plataforma.pfx')).toBeVisible();
    fireEvent.change(section.getByLabelText('Contraseña del certificado'), { target: { value: 'mala' } });
    fireEvent.click(section.getByRole('button', { name: 'Guardar identidad de firma' }));

    expect(await section.findByText('La contraseña del certificado es incorrecta')).toBeVisible();
    await waitFor(() =>
      expect(server.calls().find((request) => request.method === 'PUT')?.body).toEqual({
        ruc: '20611900423',
        businessName: 'Facturador S.A.C.',
        fileBase64: 'AQID',
        password: 'mala',
      }),
    );
  });
});
