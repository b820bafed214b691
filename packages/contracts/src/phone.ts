import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { updateProfileRequestSchema } from './api/users.ts';
import { validationMessages as m } from './validation/messages.ts';

/**
 * The phone rules that need libphonenumber's metadata (tens of KiB): a subpath of its own so
 * that only the pages that edit a phone, and the server, load it.
 */

export interface PhoneCountry {
  country: CountryCode;
  /** As the profile stores it: "+51". */
  callingCode: string;
}

/** Peru first (SPEC's users are Peruvian), then every other country libphonenumber knows. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  'PE' as CountryCode,
  ...getCountries().filter((country) => country !== 'PE'),
].map((country) => ({ country, callingCode: `+${getCountryCallingCode(country)}` }));

/** The country a stored calling code stands for; the first that uses it (+1 is the US). */
export function countryOfCallingCode(callingCode: string | null | undefined): CountryCode {
  const digits = (callingCode ?? '').replace(/\D/g, '');
  const preferred: Record<string, CountryCode> = { '1': 'US', '7': 'RU', '44': 'GB', '61': 'AU' };
  return (
    preferred[digits] ??
    PHONE_COUNTRIES.find((entry) => entry.callingCode === `+${digits}`)?.country ??
    ('PE' as CountryCode)
  );
}

/** Why a number is not a valid phone of that calling code, or null when it is (or is empty). */
export function phoneNumberIssue(
  callingCode: string | null | undefined,
  number: string | null | undefined,
): string | null {
  if (!number?.trim()) return null;
  if (!callingCode?.trim()) return m.phoneCountryRequired;
  const digits = `${callingCode.replace(/\D/g, '')}${number.replace(/\D/g, '')}`;
  return parsePhoneNumberFromString(`+${digits}`)?.isValid() ? null : m.phoneInvalid;
}

/** PATCH /users/profile with the phone checked for its country: the form and the server use it. */
export const profileUpdateSchema = updateProfileRequestSchema.superRefine((value, ctx) => {
  const issue = phoneNumberIssue(value.phoneCountryCode, value.phoneNumber);
  if (issue) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: issue });
});
