import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts } from '@facturador/auth-api';
import { credentialMessages, type Company } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi, validationError } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import { CertificateSection } from '../src/features/companies/company/invoicing/certificate-section.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const UPLOAD_PATH = '/companies/c1/credentials/certificate';

async function renderSection(company: Company, handler: Handler = () => notFound) {
  api = await startSignedInApi(handler);
  render(
    <QueryClientProvider client={api.queryClient}>
      <CertificateSection company={company} readOnly={false} />
    </QueryClientProvider>,
  );
  return api.server;
}

const pemFile = (name: string, text: string) => new File([text], name, { type: 'application/x-pem-file' });
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('Certificado digital (issue 40)', () => {
  it('sends a PEM certificate and its key chosen together, with no password, and shows the server’s refusal', async () => {
    const server = await renderSection(companyFixture(), (request) =>
      request.method === 'PUT' && request.path === UPLOAD_PATH
        ? validationError([{ field: 'fileBase64', message: credentialMessages.certificateKeyMismatch }])
        : notFound,
    );
    const input = screen.getByLabelText('Archivo .pfx o .p12, o certificado y clave en PEM');
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, {
      target: { files: [pemFile('empresa.crt', 'CERT'), pemFile('empresa.key', 'KEY')] },
    });
    expect(await screen.findByText('empresa.crt, empresa.key')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Subir certificado' }));

    expect(await screen.findByText(credentialMessages.certificateKeyMismatch)).toBeVisible();
    const upload = server.calls().find((call) => call.path === UPLOAD_PATH);
    expect(upload?.body).toEqual({
      fileBase64: base64('CERT'),
      secondFileBase64: base64('KEY'),
      password: '',
    });
  });

  it('refuses more than two files before sending anything', async () => {
    const server = await renderSection(companyFixture());
    fireEvent.change(screen.getByLabelText('Archivo .pfx o .p12, o certificado y clave en PEM'), {
      target: { files: [pemFile('a.pem', 'A'), pemFile('b.pem', 'B'), pemFile('c.pem', 'C')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(credentialMessages.certificateTooManyFiles);
    fireEvent.click(screen.getByRole('button', { name: 'Subir certificado' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(credentialMessages.certificateRequired),
    );
    expect(server.calls().filter((call) => call.path === UPLOAD_PATH)).toEqual([]);
  });

  it('shows holder, issuer, RUC, expiry and format, and warns of the days left', async () => {
    const notAfter = new Date(Date.now() + 10 * 86_400_000 - 3_600_000).toISOString();
    await renderSection(
      companyFixture({
        credentials: {
          solUser: null,
          solPasswordSetAt: null,
          certificate: {
            subject: 'CN=COMERCIAL ANDINA S.A.C., OU=RUC 20512333797, C=PE',
            holder: 'COMERCIAL ANDINA S.A.C.',
            issuer: 'ENTIDAD DE CERTIFICACION DIGITAL',
            ruc: '20512333797',
            format: 'pem',
            notAfter,
            setAt: '2026-11-01T00:00:00.000Z',
          },
        },
        certificateWarning: 'expiring',
      }),
    );
    const facts = screen.getByRole('table', { name: 'Certificado digital' });
    const row = (name: string) => within(facts).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Titular')).toHaveTextContent('COMERCIAL ANDINA S.A.C.');
    expect(row('Titular')).not.toHaveTextContent('OU=');
    expect(row('Emitido por')).toHaveTextContent('ENTIDAD DE CERTIFICACION DIGITAL');
    expect(row('RUC del certificado')).toHaveTextContent('20512333797');
    expect(row('Vence')).toHaveTextContent('(quedan 10 días)');
    expect(row('Formato')).toHaveTextContent('PEM (certificado y clave)');
    expect(screen.getByText(/^Este certificado vence el .* \(quedan 10 días\): renuévalo/)).toBeVisible();
  });
});
