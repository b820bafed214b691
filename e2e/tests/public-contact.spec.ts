import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';

test.describe.configure({ mode: 'serial' });

test('the contact form validates in Spanish, ties errors to fields and focuses the first one', async ({
  page,
}) => {
  await page.goto('/contacto');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.contact);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  const name = page.getByRole('textbox', { name: 'Nombre' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('El nombre es requerido');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'El email es requerido',
  );
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription(
    'El mensaje debe tener al menos 10 caracteres',
  );

  await name.fill('Rosa Quispe');
  await page.getByRole('textbox', { name: 'Email' }).fill('rosa@');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Ingresa un email válido',
  );
});

test('the page shows the fixed support e-mail and WhatsApp number from config.json', async ({ page }) => {
  await page.goto('/contacto');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.contact);
  const support = page.getByRole('region', { name: 'Soporte directo' });
  await expect(support.getByRole('link', { name: 'soporte@facturador.pe' })).toHaveAttribute(
    'href',
    'mailto:soporte@facturador.pe',
  );
  await expect(support.getByRole('link', { name: '+51987654321' })).toHaveAttribute(
    'href',
    'https://wa.me/51987654321',
  );
});

test('the contacts stay on screen as the live page takes over: config.json is read once, by the shell', async ({
  page,
}) => {
  // What the "Soporte directo" box says at every change of the document once the HTML is
  // parsed (while it is, the parser may add the box's text a piece at a time).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { supportTexts: string[] }).supportTexts = seen;
    const record = () => {
      const text = document.querySelector('[aria-labelledby="soporte"]')?.textContent;
      if (text && document.readyState !== 'loading') seen.push(text);
    };
    document.addEventListener('DOMContentLoaded', record);
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const configReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configReads.push(request.url());
  });
  await page.goto('/contacto');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hablemos de tu facturación electrónica' }),
  ).toBeVisible();
  await waitForLivePage(page);
  await expect(
    page
      .getByRole('region', { name: 'Soporte directo' })
      .getByRole('link', { name: 'soporte@facturador.pe' }),
  ).toBeVisible();

  const texts = await page.evaluate(() => (window as unknown as { supportTexts: string[] }).supportTexts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => !text.includes('soporte@facturador.pe') || text.includes('…'))).toEqual([]);
  expect(configReads).toHaveLength(1);
});

test('a message is sent, stored and mailed to support; too many answer 429 in Spanish', async ({
  page,
  suite,
  request,
}) => {
  await page.goto('/contacto');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.contact);
  const text = `Consulta e2e ${Date.now()}: ¿puedo emitir guías de remisión?`;
  async function send() {
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa Quispe');
    await page.getByRole('textbox', { name: 'Email' }).fill('rosa@example.pe');
    await page.getByRole('textbox', { name: 'Teléfono (opcional)' }).fill('+51 987 654 321');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  }

  await send();
  await expect(page.getByRole('status')).toHaveText(/Recibimos tu mensaje/);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');

  const outbox = await request.get(`${suite.apiUrl}/dev/outbox?to=soporte@facturador.pe`);
  const mails = ((await outbox.json()) as { data: { subject: string; text: string }[] }).data;
  expect(mails.find((mail) => mail.text.includes(text))?.subject).toBe('Contacto web: Rosa Quispe');

  // The API allows five messages per IP and hour; the next one is refused with Retry-After.
  for (let sent = 1; sent < 5; sent += 1) {
    await send();
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    await expect(page.getByRole('status')).toHaveText(/Recibimos tu mensaje/);
  }
  const limited = page.waitForResponse(
    (response) => response.url().endsWith('/contact') && response.request().method() === 'POST',
  );
  await send();
  const answer = await limited;
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toHaveText(
    'Enviaste varios mensajes seguidos. Por favor, espera antes de escribirnos de nuevo.',
  );
});
