import { PHONE_COUNTRIES, type PhoneCountry } from '@facturador/contracts/phone';

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

export interface PhoneCountryOption extends PhoneCountry {
  label: string;
}

/** Peru first, then the rest by their Spanish name: "Perú (+51)". */
export const PHONE_COUNTRY_OPTIONS: readonly PhoneCountryOption[] = (() => {
  const [peru, ...rest] = PHONE_COUNTRIES.map((entry) => ({
    ...entry,
    label: `${regionNames.of(entry.country) ?? entry.country} (${entry.callingCode})`,
  }));
  return [peru!, ...rest.sort((a, b) => a.label.localeCompare(b.label, 'es'))];
})();
