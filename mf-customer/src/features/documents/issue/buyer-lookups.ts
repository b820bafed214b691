import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CatalogueCustomer } from '@facturador/contracts';
import type { RucLookupState } from '../../../shared/ruc-lookup/ruc-lookup-notice.tsx';
import { useBuyerLookup, type FillableField } from '../../../shared/ruc-lookup/use-buyer-lookup.ts';
import { useSavedCustomer } from '../api/saved-customer.ts';
import type { IssueFormValues } from './issue-form-model.ts';

type Form = UseFormReturn<IssueFormValues, unknown, FieldValues>;
type BuyerField = 'name' | 'address' | 'email';
const BUYER_FIELDS: readonly BuyerField[] = ['name', 'address', 'email'];
const path = (field: BuyerField) => `customer.${field}` as const;

export interface BuyerLookups {
  /** What SUNAT's padrón said about a typed RUC (RucLookupNotice shows it). */
  padron: RucLookupState;
  /** The buyer is one of the company's Clientes: picked from the list, or its DNI or RUC typed. */
  fromClientes: boolean;
  /** A client picked from the suggestions: it fills every field, as chosen. */
  pick: (customer: CatalogueCustomer) => void;
}

/**
 * Emitir's buyer filled from what is known of its number (issue 39 item 4): the company's
 * Clientes (a DNI or RUC saved there: name, address, e-mail) and, for a RUC, SUNAT's padrón
 * (razón social, dirección fiscal, and its NO HABIDO or BAJA warning), asked at once. Text the
 * person typed is theirs: a lookup writes only into a blank field or over a lookup's text. The
 * company's own words win whichever answers first: Clientes writes over the padrón's text, the
 * padrón never over Clientes' for the same number.
 */
export function useBuyerLookups(form: Form): BuyerLookups {
  const [companyId, documentType, typedNumber] = useWatch({
    control: form.control,
    name: ['companyId', 'customer.documentType', 'customer.documentNumber'],
  });
  const number = typedNumber.trim();
  // What a lookup (or a pick) last wrote into each field, and for which number.
  const written = useRef<Partial<Record<BuyerField, { value: string; number: string }>>>({});
  const [pickedNumber, setPickedNumber] = useState<string | null>(null);
  // The client whose data the fields got from Clientes: once per client, then they are the person's.
  const filledFrom = useRef<string | null>(null);

  const write = (field: BuyerField, value: string, forNumber: string) => {
    if (form.getValues(path(field)) !== value) form.setValue(path(field), value, { shouldDirty: true });
    form.clearErrors(path(field));
    written.current[field] = { value, number: forNumber };
  };
  /**
   * The field the person is in is theirs: a lookup that answered as they tabbed into it and began to
   * type wrote under their first keys («JUAN PÉREZ GARCÍAJuan Pérez», a flaky e2e under load).
   */
  const personIsIn = (field: BuyerField) => document.activeElement?.getAttribute('name') === path(field);
  /** Blank, or a lookup's text, and not where the person is typing: a lookup may write there. */
  const isFree = (field: BuyerField) => {
    if (personIsIn(field)) return false;
    const current = form.getValues(path(field)).trim();
    return current === '' || written.current[field]?.value === current;
  };

  const saved = useSavedCustomer(companyId, documentType, number);
  const fillFromClientes = useEffectEvent((customer: CatalogueCustomer) => {
    for (const field of BUYER_FIELDS)
      if (isFree(field)) write(field, customer[field] ?? '', customer.documentNumber);
  });
  useEffect(() => {
    if (!saved || filledFrom.current === saved.id) return;
    filledFrom.current = saved.id;
    fillFromClientes(saved);
  }, [saved]);

  const padronField = (field: 'name' | 'address'): FillableField => ({
    read: () => {
      const current = form.getValues(path(field));
      const by = written.current[field];
      // Another number's lookup text is blank to the padrón; this number's (from Clientes) stands.
      return by && by.value === current.trim() && by.number !== number ? '' : current;
    },
    write: (value) => {
      if (!personIsIn(field)) write(field, value, number);
    },
  });
  const padron = useBuyerLookup(documentType, number, {
    name: padronField('name'),
    address: padronField('address'),
  });

  const pick = (customer: CatalogueCustomer) => {
    const withoutNumber = customer.documentType === '-';
    form.setValue('customer.documentType', customer.documentType, { shouldDirty: true });
    form.setValue('customer.documentNumber', withoutNumber ? '' : customer.documentNumber, {
      shouldDirty: true,
    });
    for (const field of BUYER_FIELDS) write(field, customer[field] ?? '', customer.documentNumber);
    form.clearErrors('customer');
    filledFrom.current = customer.id;
    setPickedNumber(customer.documentNumber);
  };

  const fromClientes = (pickedNumber !== null && pickedNumber === number) || saved !== undefined;
  return { padron, fromClientes, pick };
}
