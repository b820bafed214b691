import {
  DESPATCH_TYPE_LABELS,
  formatDay,
  TEST_DOCUMENT_TEXTS,
  type DespatchInput,
  type DespatchPartyInput,
  type DespatchStatus,
} from '@facturador/contracts';
import { CATALOG_03, CATALOG_18, CATALOG_20, CATALOG_61, readCdr, type Cdr } from '@facturador/einvoice';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import { logoDataUrl } from '../companies/company-repository.ts';
import type { Queryable } from '../db/database.ts';
import { markLines, stampOf } from '../documents/printed/a4-layout.ts';
import { paddedNumber } from '../documents/printed/format.ts';
import { IDENTITY_SHORT } from '../documents/printed/labels.ts';
import { pdfBufferOf, qrSvgOf } from '../documents/printed/render-pdf.ts';

const GREY = '#555555';
const thinLines = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
};

/** A guía that no longer stands, as a document's paper marks it. */
const STAMPS: Partial<Record<DespatchStatus, string>> = { rejected: 'RECHAZADA' };

interface PrintableDespatch {
  despatch_type: '09' | '31';
  series: string;
  number: number;
  status: DespatchStatus;
  environment: 'test' | 'production';
  file_name: string;
  digest_value: string | null;
  input: DespatchInput;
  issue_time: string | null;
  cdr: Buffer | null;
  ruc: string;
  business_name: string;
  trade_name: string | null;
  fiscal_address: string;
  logo: Uint8Array | null;
  logo_mime: string | null;
}

const titleOf = (type: '09' | '31') => `${DESPATCH_TYPE_LABELS[type].toUpperCase()} ELECTRÓNICA`;

const partyText = (party: { documentType: string; documentNumber: string; name: string }) =>
  `${IDENTITY_SHORT[party.documentType] ?? party.documentType} ${party.documentNumber} — ${party.name}`;

function placeText(place: DespatchInput['origin']): string {
  const district = ubigeoCatalog().find(place.ubigeo);
  const where = district
    ? `${district.department} - ${district.province} - ${district.district}`
    : `Ubigeo ${place.ubigeo}`;
  const establishment = place.establishmentCode ? ` (establecimiento ${place.establishmentCode})` : '';
  return `${place.address}, ${where}${establishment}`;
}

/** SUNAT's link from the CDR, when the guía was accepted and SUNAT gave one. */
function qrLinkOf(cdr: Buffer | null): string | null {
  if (!cdr) return null;
  let read: Cdr;
  try {
    read = readCdr(new Uint8Array(cdr));
  } catch {
    return null;
  }
  return read.qrLink ?? null;
}

/** Label-value rows of a section; rows without value are left out. */
function rows(pairs: ReadonlyArray<readonly [string, string | undefined | null]>): Content {
  const body = pairs
    .filter((pair): pair is readonly [string, string] => Boolean(pair[1]))
    .map(([label, value]) => [{ text: label, bold: true }, value]);
  return body.length
    ? { table: { widths: [150, '*'], body }, layout: 'noBorders', margin: [0, 0, 0, 4] }
    : { text: '' };
}

const section = (title: string): Content => ({
  text: title,
  bold: true,
  fontSize: 10,
  margin: [0, 8, 0, 3],
});

function transport(input: DespatchInput, type: '09' | '31'): Content[] {
  const vehicles = [input.vehicle, ...input.secondaryVehicles].filter(
    (vehicle): vehicle is NonNullable<typeof vehicle> => Boolean(vehicle),
  );
  const drivers = input.drivers.map(
    (driver, index) =>
      [
        index === 0 ? 'Conductor principal:' : 'Conductor secundario:',
        `${IDENTITY_SHORT[driver.documentType] ?? driver.documentType} ${driver.documentNumber} — ${driver.firstName} ${driver.lastName}, licencia ${driver.licence}`,
      ] as const,
  );
  const carrier = input.carrier
    ? `RUC ${input.carrier.ruc} — ${input.carrier.name}${input.carrier.mtcRegistration ? `, registro MTC ${input.carrier.mtcRegistration}` : ''}`
    : undefined;
  return [
    section('Datos del transporte'),
    rows([
      ...(type === '09'
        ? ([
            ['Modalidad de traslado:', CATALOG_18[input.transportMode ?? ''] ?? input.transportMode],
          ] as const)
        : []),
      ['Transportista:', carrier],
      ['Registro MTC:', input.mtcRegistration],
      [
        'Subcontratado por:',
        input.subcontractor ? `RUC ${input.subcontractor.ruc} — ${input.subcontractor.name}` : undefined,
      ],
      [
        'Pagador del flete:',
        input.freightPayerParty ? partyText(input.freightPayerParty) : input.freightPayer,
      ],
      [
        'Vehículos:',
        vehicles
          .map(
            (vehicle) =>
              `${vehicle.plate}${vehicle.circulationCard ? ` (TUC ${vehicle.circulationCard})` : ''}`,
          )
          .join(', '),
      ],
      ['Vehículo M1 o L:', input.m1OrLVehicle ? 'Sí' : undefined],
      ['Transbordo programado:', input.scheduledTransshipment ? 'Sí' : undefined],
      ...drivers,
    ]),
  ];
}

function goods(input: DespatchInput): Content {
  const head = ['N.º', 'Código', 'Descripción', 'Unidad', 'Cantidad'].map((text) => ({
    text,
    bold: true,
    fillColor: '#eeeeee',
  }));
  const body: TableCell[][] = [
    head,
    ...input.lines.map((line, index) => [
      String(index + 1),
      line.productCode ?? '',
      line.description,
      CATALOG_03[line.unitCode] ? `${line.unitCode} (${CATALOG_03[line.unitCode]})` : line.unitCode,
      { text: line.quantity, alignment: 'right' as const },
    ]),
  ];
  return {
    table: { headerRows: 1, widths: [22, 60, '*', 90, 60], body },
    layout: thinLines,
  };
}

/**
 * A guía's representación impresa (A4), as SUNAT's guía system asks of it: the issuer and the
 * box with RUC, title and number; dates, motivo and modalidad; remitente and destinatario; the
 * points of partida and llegada; the transport (carrier, vehicles, drivers); related documents;
 * the goods with gross weight; and the QR with the link SUNAT's CDR gives on acceptance
 * (DocumentReference/cbc:DocumentDescription: it opens the guía at SUNAT). Until SUNAT accepts it
 * there is no link: the paper says so instead of printing a QR that leads nowhere. The pieces
 * are the documents' (pdfmake instance and policies, QR as SVG, stamps, labels).
 */
export async function despatchPdf(
  db: Queryable,
  despatchId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await db.query<PrintableDespatch>(
    `SELECT d.despatch_type, d.series, d.number, d.status, d.environment, d.file_name, d.digest_value,
            d.input, d.cdr,
            -- The time as signed (the server fills it when the request had none): kept with the
            -- guía since 039, the XML's first one before.
            COALESCE(d.issue_time, substring(d.xml from '<cbc:IssueTime>([0-9:]{8})</cbc:IssueTime>')) AS issue_time,
            c.ruc, c.business_name, c.trade_name, c.fiscal_address, c.logo, c.logo_mime
       FROM despatches d JOIN companies c ON c.id = d.company_id WHERE d.id = $1`,
    [despatchId],
  );
  const doc = row!;
  const input: DespatchInput =
    typeof doc.input === 'string' ? (JSON.parse(doc.input) as DespatchInput) : doc.input;
  const type = doc.despatch_type;
  const title = titleOf(type);
  const number = `${doc.series}-${paddedNumber(Number(doc.number))}`;
  const marks = {
    ...(STAMPS[doc.status] ? { stamp: STAMPS[doc.status] } : {}),
    ...(doc.environment === 'test' ? { testMark: TEST_DOCUMENT_TEXTS.watermark } : {}),
  };
  const logo = logoDataUrl(doc.logo, doc.logo_mime);
  const qrLink = qrLinkOf(doc.cdr);
  const qr = qrLink ? await qrSvgOf(qrLink) : null;
  const shipper: DespatchPartyInput | undefined = input.shipper;
  const related = input.relatedDocuments.map(
    (reference) =>
      [
        `${CATALOG_61[reference.documentType]?.name ?? reference.documentType}:`,
        `${reference.number}${reference.issuerRuc ? ` (RUC ${reference.issuerRuc})` : ''}`,
      ] as const,
  );
  const weight = `${input.grossWeight} ${input.weightUnit === 'TNE' ? 'TNE (toneladas)' : 'KGM (kilogramos)'}`;
  const content: Content[] = [
    {
      columns: [
        ...(logo ? [{ image: logo, fit: [90, 70] as [number, number], width: 100 }] : []),
        {
          width: '*',
          margin: [0, 4, 10, 0],
          stack: [
            { text: doc.business_name, bold: true, fontSize: 13 },
            ...(doc.trade_name ? [{ text: doc.trade_name, color: GREY }] : []),
            { text: doc.fiscal_address, color: GREY },
          ],
        },
        {
          width: 200,
          table: {
            widths: ['*'],
            body: [
              [
                {
                  alignment: 'center',
                  margin: [6, 8],
                  stack: [
                    { text: `R.U.C. ${doc.ruc}`, bold: true, fontSize: 12 },
                    { text: title, bold: true, fontSize: 11, margin: [0, 4] },
                    { text: number, bold: true, fontSize: 12 },
                    ...markLines(marks, 12),
                  ],
                },
              ],
            ],
          },
          layout: { ...thinLines, hLineWidth: () => 1.2, vLineWidth: () => 1.2 },
        },
      ],
    },
    { text: '', margin: [0, 6] },
    rows([
      ['Fecha y hora de emisión:', `${formatDay(input.issueDate)} ${doc.issue_time ?? ''}`.trim()],
      [
        type === '09' && input.transportMode === '01'
          ? 'Fecha de entrega al transportista:'
          : 'Fecha de inicio del traslado:',
        formatDay(input.startDate),
      ],
      ...(input.handoverDate && input.handoverDate !== input.startDate
        ? ([['Fecha de entrega de los bienes:', formatDay(input.handoverDate)]] as const)
        : []),
      ...(type === '09'
        ? ([
            [
              'Motivo de traslado:',
              `${CATALOG_20[input.reasonCode ?? ''] ?? input.reasonCode ?? ''}${input.reasonDescription ? ` — ${input.reasonDescription}` : ''}`,
            ],
          ] as const)
        : []),
      [
        'Remitente:',
        shipper ? partyText(shipper) : type === '09' ? `RUC ${doc.ruc} — ${doc.business_name}` : undefined,
      ],
      ['Destinatario:', partyText(input.recipient)],
      ['Punto de partida:', placeText(input.origin)],
      ['Punto de llegada:', placeText(input.destination)],
    ]),
    ...transport(input, type),
    ...(related.length ? [section('Documentos relacionados'), rows(related)] : []),
    section('Bienes a trasladar'),
    goods(input),
    rows([
      ['Peso bruto total:', weight],
      ['Número de bultos:', input.packages ? String(input.packages) : undefined],
      ['Observaciones:', input.observations],
    ]),
    {
      columns: [
        qr
          ? { svg: qr, width: 110, height: 110 }
          : {
              width: 110,
              text: 'El código QR se imprime cuando SUNAT acepta la guía.',
              color: GREY,
              margin: [0, 30, 0, 0],
            },
        {
          margin: [12, 30, 0, 0],
          stack: [
            { text: `Representación impresa de la ${title}`, bold: true },
            ...(doc.digest_value
              ? [{ text: `Código hash: ${doc.digest_value}`, margin: [0, 4] as [number, number] }]
              : []),
            {
              text: 'Consulte la guía escaneando el código QR o en www.sunat.gob.pe',
              color: GREY,
            },
          ],
        },
      ],
      margin: [0, 16, 0, 0],
      unbreakable: true,
    },
  ];
  const pdf = await pdfBufferOf({
    ...stampOf(marks, 110, 50),
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: { title: `${title} ${number}`, author: doc.business_name },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content,
  });
  return { pdf, fileName: `${doc.file_name}.pdf` };
}
