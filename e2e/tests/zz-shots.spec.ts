import { test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/page-checks.ts';

test.setTimeout(300_000);
test('shots', async ({ page, signIn, suite, playwright }) => {
  const session = await signIn('customer');
  const request = await playwright.request.newContext();
  const companies = (await (await request.get(`${suite.apiUrl}/companies`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as { data: { publicId: string; myRole: string }[] };
  const id = companies.data.find((c) => c.myRole === 'OWNER_BUSINESS')!.publicId;
  const out: string[] = [];
  const check = async (where: string) => { try { await expectNoAxeViolations(page, where); } catch (e) { out.push(String(e).slice(0, 700)); } };
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1366, 360]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.goto('/app');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.mouse.move(2, 2);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots/app-${scheme}-${width}.png`, fullPage: true, animations: 'disabled' });
      out.push(`app ${scheme} ${width} sw=${await page.evaluate(() => document.documentElement.scrollWidth)}`);
      await check(`app ${scheme} ${width}: `);
      await page.goto(`/app/mis-empresas/${id}/integraciones`);
      await page.getByRole('heading', { name: 'Claves de API' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots/integ-${scheme}-${width}.png`, fullPage: true, animations: 'disabled' });
      out.push(`integ ${scheme} ${width} sw=${await page.evaluate(() => document.documentElement.scrollWidth)}`);
      await check(`integ ${scheme} ${width}: `);
      await page.getByRole('button', { name: 'Crear clave' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.screenshot({ path: `/tmp/shots/integ-create-${scheme}-${width}.png`, animations: 'disabled' });
      await check(`integ-create ${scheme} ${width}: `);
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`ERP ${scheme} ${width}`);
      await dialog.getByRole('button', { name: /Crear/ }).last().click();
      await page.getByRole('dialog', { name: 'Copia tu clave ahora' }).waitFor();
      await page.screenshot({ path: `/tmp/shots/integ-secret-${scheme}-${width}.png`, animations: 'disabled' });
      await check(`integ-secret ${scheme} ${width}: `);
      await page.keyboard.press('Escape');
    }
  }
  console.log(out.join('\n'));
});
