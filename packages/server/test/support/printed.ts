import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { digestValueOf } from '@facturador/einvoice';
import type { Queryable } from '../../src/db/database.ts';

const run = promisify(execFile);

/** A PDF's first page at 200 dpi (pdftoppm), its QR read by zbarimg, and its text (pdftotext). */
export async function readPdf(pdf: Buffer): Promise<{ qr: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'printed-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      '200',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const { stdout: qr } = await run('zbarimg', ['--raw', '-q', join(dir, 'page.png')]);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    return { qr: qr.trim(), text };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const match = (xml: string, pattern: RegExp, name: string): string => {
  const found = pattern.exec(xml);
  if (!found?.[1]) throw new Error(`${name} not found in the XML`);
  return found[1];
};

/** What SUNAT's QR must say, read from the signed XML itself (not from the code that prints it). */
export function qrFieldsOfXml(xml: string) {
  const supplier = match(
    xml,
    /<cac:AccountingSupplierParty>([\s\S]*?)<\/cac:AccountingSupplierParty>/,
    'supplier',
  );
  const customer = match(
    xml,
    /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/,
    'customer',
  );
  const [series, number] = match(xml, /<cbc:ID>([A-Z][A-Z0-9]{3}-\d+)<\/cbc:ID>/, 'ID').split('-') as [
    string,
    string,
  ];
  const customerId = /<cbc:ID[^>]*schemeID="([^"]+)"[^>]*>([^<]+)<\/cbc:ID>/.exec(customer)!;
  return {
    ruc: match(supplier, /<cbc:ID[^>]*schemeID="6"[^>]*>(\d{11})<\/cbc:ID>/, 'RUC'),
    documentType: match(xml, /<cbc:(?:Invoice|CreditNote|DebitNote)TypeCode[^>]*>(\d{2})</, 'type'),
    series,
    number,
    igv: match(
      xml,
      /<cac:TaxSubtotal>(?:(?!<\/cac:TaxSubtotal>)[\s\S])*?<cbc:TaxAmount[^>]*>([\d.]+)<\/cbc:TaxAmount>(?:(?!<\/cac:TaxSubtotal>)[\s\S])*?<cbc:ID[^>]*>1000<\/cbc:ID>/,
      'IGV',
    ),
    total: match(xml, /<cbc:PayableAmount[^>]*>([\d.]+)<\/cbc:PayableAmount>/, 'total'),
    issueDate: match(xml, /<cbc:IssueDate>([\d-]+)<\/cbc:IssueDate>/, 'date'),
    customerDocumentType: customerId[1]!,
    customerDocumentNumber: customerId[2]!,
    hash: digestValueOf(xml),
  };
}

/** How many images the PDF's first page holds (pdfimages -list). */
export async function imageCount(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'printed-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', '-f', '1', '-l', '1', file]);
    // Rows after the two header lines; a PNG with transparency adds an `smask` row, not an image.
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A mail of the outbox, with its attachments decoded. */
export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
  sender: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export async function outboxOf(db: Queryable, recipient: string): Promise<OutboxMail[]> {
  const rows = await db.query<
    Omit<OutboxMail, 'attachments'> & {
      attachments: { filename: string; contentType: string; contentBase64: string }[];
    }
  >(
    'SELECT recipient, subject, body, sender, attachments FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
  return rows.map((row) => ({
    ...row,
    attachments: row.attachments.map(({ contentBase64, ...attachment }) => ({
      ...attachment,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  }));
}
