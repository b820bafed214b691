import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest development-outbox mail to `to` whose text matches `pattern`, awaited by polling. */
export async function mailMatching(
  request: APIRequestContext,
  apiUrl: string,
  to: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = ((await answer.json()) as { data: OutboxMail[] }).data;
      match = mails.map((mail) => pattern.exec(mail.text)).find(Boolean) ?? null;
      return match !== null;
    })
    .toBe(true);
  return match!;
}
