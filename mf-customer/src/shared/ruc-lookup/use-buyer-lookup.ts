import { useRef, useState } from 'react';
import type { RucTaxpayer } from '@facturador/contracts';
import { IDENTITY_RUC } from '@facturador/einvoice/calc';
import type { RucLookupState } from './ruc-lookup-notice.tsx';
import { useRucLookup } from './ruc-lookup-query.ts';

/** One form field the padrón may fill: what it holds now, and how to write into it. */
export interface FillableField {
  read: () => string | undefined;
  write: (value: string) => void;
}

/** The buyer's fields the padrón knows: razón social and dirección fiscal. */
export interface BuyerFields {
  name: FillableField;
  address: FillableField;
}

const PADRON_VALUES: Record<keyof BuyerFields, (taxpayer: RucTaxpayer) => string> = {
  name: (taxpayer) => taxpayer.businessName,
  address: (taxpayer) => taxpayer.address,
};

/**
 * A buyer typed by hand, looked up in SUNAT's padrón (issue 39 item 4): with a RUC (Catálogo 06
 * code '6') of valid check digit, fills the name and address — only a field that is blank or
 * still holds what the padrón wrote for an earlier RUC, never text the person typed. Other
 * document types are not looked up (the padrón reducido lists RUCs only).
 *
 * Answers the state `RucLookupNotice` shows (searching, filled or kept, the NO HABIDO / not
 * ACTIVO warning in `found.warning`, the server's «no figura en el padrón»). It never blocks:
 * the form stays editable whatever the padrón says. With react-hook-form (Emitir's buyer):
 *
 *   const field = (name: 'customer.name' | 'customer.address'): FillableField => ({
 *     read: () => form.getValues(name),
 *     write: (value) => form.setValue(name, value, { shouldDirty: true }),
 *   });
 *   const lookup = useBuyerLookup(documentType, documentNumber, {
 *     name: field('customer.name'),
 *     address: field('customer.address'),
 *   });
 *   …
 *   <RucLookupNotice lookup={lookup} />
 */
export function useBuyerLookup(
  documentType: string,
  documentNumber: string,
  fields: BuyerFields,
): RucLookupState {
  // What the padrón last wrote into each field: such text is the padrón's, not the person's.
  const written = useRef<Partial<Record<keyof BuyerFields, string>>>({});
  // The RUC whose data some field shows: the notice says «tomados del padrón» or «se conservaron».
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const ruc = documentType === IDENTITY_RUC ? documentNumber.trim() : '';
  const lookup = useRucLookup(ruc, (taxpayer) => {
    let shown = false;
    for (const key of Object.keys(PADRON_VALUES) as (keyof BuyerFields)[]) {
      const value = PADRON_VALUES[key](taxpayer);
      const current = fields[key].read()?.trim() ?? '';
      const untouched = current === '' || current === written.current[key];
      if (untouched && current !== value) {
        fields[key].write(value);
        written.current[key] = value;
      }
      shown ||= value !== '' && (untouched || current === value);
    }
    setFilledFor(shown ? taxpayer.ruc : null);
  });
  return { ...lookup, filled: lookup.found !== undefined && filledFor === lookup.found.ruc };
}
