/**
 * Phone numbers are stored in E.164 (+5511987654321); people read them grouped the way their
 * country writes them (+55 11 98765 4321), as libphonenumber's international format does. The
 * number's country also tells the assistant which "pesos" or "$" a user means.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** The number grouped for reading; anything that does not parse is shown as stored. */
export function formatPhoneForDisplay(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

/** The ISO 3166-1 alpha-2 country of a stored E.164 number ("+5491123456789" -> "AR"), when known. */
export function phoneCountry(e164: string): string | undefined {
  try {
    return parsePhoneNumberWithError(e164).country;
  } catch {
    return undefined;
  }
}
