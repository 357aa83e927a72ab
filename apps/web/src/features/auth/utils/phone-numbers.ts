import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

// libphonenumber-js's 'min' metadata tells valid numbers from invalid ones by length and prefix,
// at a fraction of the full data's size. It is only loaded with the phone forms, which are lazy
// chunks: /login and /register's first load stays without it.

export interface CountryOption {
  code: CountryCode;
  /** The country's name in the reader's language, and its dial code: "France (+33)". */
  label: string;
}

export function countryOptions(locale?: string): CountryOption[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' });
  return getCountries()
    .map((code) => ({
      code,
      label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The country of the browser's language ('en-GB' → GB), or the United States. */
export function defaultCountry(language = globalThis.navigator?.language ?? ''): CountryCode {
  const region = language.split('-')[1]?.toUpperCase();
  return getCountries().find((code) => code === region) ?? 'US';
}

/**
 * The number in E.164 (+33612345678), or null if it cannot be one. A number typed with its own
 * "+" and dial code wins over the country picked.
 */
export function toE164(country: CountryCode, typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
