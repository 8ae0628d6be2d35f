/**
 * Supported currencies (about 130 ISO 4217 codes). The order matters: the spec's list starts
 * USD, EUR, GBP, JPY, AUD, CAD, CHF, CNY and the currency pickers show it in this order.
 */
export const CURRENCIES = [
  ['USD', '$', 'US Dollar'],
  ['EUR', '€', 'Euro'],
  ['GBP', '£', 'British Pound'],
  ['JPY', '¥', 'Japanese Yen'],
  ['AUD', 'A$', 'Australian Dollar'],
  ['CAD', 'C$', 'Canadian Dollar'],
  ['CHF', 'CHF', 'Swiss Franc'],
  ['CNY', 'CN¥', 'Chinese Yuan'],
  ['SEK', 'kr', 'Swedish Krona'],
  ['NZD', 'NZ$', 'New Zealand Dollar'],
  ['MXN', 'MX$', 'Mexican Peso'],
  ['SGD', 'S$', 'Singapore Dollar'],
  ['HKD', 'HK$', 'Hong Kong Dollar'],
  ['NOK', 'kr', 'Norwegian Krone'],
  ['KRW', '₩', 'South Korean Won'],
  ['TRY', '₺', 'Turkish Lira'],
  ['RUB', '₽', 'Russian Ruble'],
  ['INR', '₹', 'Indian Rupee'],
  ['BRL', 'R$', 'Brazilian Real'],
  ['ZAR', 'R', 'South African Rand'],
  ['DKK', 'kr', 'Danish Krone'],
  ['PLN', 'zł', 'Polish Złoty'],
  ['TWD', 'NT$', 'New Taiwan Dollar'],
  ['THB', '฿', 'Thai Baht'],
  ['IDR', 'Rp', 'Indonesian Rupiah'],
  ['HUF', 'Ft', 'Hungarian Forint'],
  ['CZK', 'Kč', 'Czech Koruna'],
  ['ILS', '₪', 'Israeli New Shekel'],
  ['CLP', 'CLP$', 'Chilean Peso'],
  ['PHP', '₱', 'Philippine Peso'],
  ['AED', 'AED', 'UAE Dirham'],
  ['COP', 'COL$', 'Colombian Peso'],
  ['SAR', 'SAR', 'Saudi Riyal'],
  ['MYR', 'RM', 'Malaysian Ringgit'],
  ['RON', 'lei', 'Romanian Leu'],
  ['ARS', 'AR$', 'Argentine Peso'],
  ['PEN', 'S/', 'Peruvian Sol'],
  ['UYU', '$U', 'Uruguayan Peso'],
  ['PYG', '₲', 'Paraguayan Guaraní'],
  ['BOB', 'Bs', 'Bolivian Boliviano'],
  ['VES', 'Bs.S', 'Venezuelan Bolívar'],
  ['CRC', '₡', 'Costa Rican Colón'],
  ['DOP', 'RD$', 'Dominican Peso'],
  ['GTQ', 'Q', 'Guatemalan Quetzal'],
  ['HNL', 'L', 'Honduran Lempira'],
  ['NIO', 'C$', 'Nicaraguan Córdoba'],
  ['PAB', 'B/.', 'Panamanian Balboa'],
  ['JMD', 'J$', 'Jamaican Dollar'],
  ['TTD', 'TT$', 'Trinidad and Tobago Dollar'],
  ['BSD', 'B$', 'Bahamian Dollar'],
  ['BBD', 'Bds$', 'Barbadian Dollar'],
  ['BZD', 'BZ$', 'Belize Dollar'],
  ['HTG', 'G', 'Haitian Gourde'],
  ['CUP', '₱', 'Cuban Peso'],
  ['XCD', 'EC$', 'East Caribbean Dollar'],
  ['AOA', 'Kz', 'Angolan Kwanza'],
  ['MZN', 'MT', 'Mozambican Metical'],
  ['CVE', 'Esc', 'Cape Verdean Escudo'],
  ['ISK', 'kr', 'Icelandic Króna'],
  ['BGN', 'лв', 'Bulgarian Lev'],
  ['RSD', 'дин', 'Serbian Dinar'],
  ['UAH', '₴', 'Ukrainian Hryvnia'],
  ['GEL', '₾', 'Georgian Lari'],
  ['AMD', '֏', 'Armenian Dram'],
  ['AZN', '₼', 'Azerbaijani Manat'],
  ['KZT', '₸', 'Kazakhstani Tenge'],
  ['UZS', 'soʻm', 'Uzbekistani Som'],
  ['BYN', 'Br', 'Belarusian Ruble'],
  ['MDL', 'L', 'Moldovan Leu'],
  ['ALL', 'L', 'Albanian Lek'],
  ['MKD', 'ден', 'Macedonian Denar'],
  ['BAM', 'KM', 'Bosnia-Herzegovina Convertible Mark'],
  ['EGP', 'E£', 'Egyptian Pound'],
  ['MAD', 'MAD', 'Moroccan Dirham'],
  ['TND', 'DT', 'Tunisian Dinar'],
  ['DZD', 'DA', 'Algerian Dinar'],
  ['NGN', '₦', 'Nigerian Naira'],
  ['GHS', 'GH₵', 'Ghanaian Cedi'],
  ['KES', 'KSh', 'Kenyan Shilling'],
  ['UGX', 'USh', 'Ugandan Shilling'],
  ['TZS', 'TSh', 'Tanzanian Shilling'],
  ['ETB', 'Br', 'Ethiopian Birr'],
  ['RWF', 'FRw', 'Rwandan Franc'],
  ['XOF', 'CFA', 'West African CFA Franc'],
  ['XAF', 'FCFA', 'Central African CFA Franc'],
  ['ZMW', 'ZK', 'Zambian Kwacha'],
  ['BWP', 'P', 'Botswana Pula'],
  ['NAD', 'N$', 'Namibian Dollar'],
  ['MUR', '₨', 'Mauritian Rupee'],
  ['SCR', '₨', 'Seychellois Rupee'],
  ['MGA', 'Ar', 'Malagasy Ariary'],
  ['MWK', 'MK', 'Malawian Kwacha'],
  ['SDG', 'SDG', 'Sudanese Pound'],
  ['LYD', 'LD', 'Libyan Dinar'],
  ['QAR', 'QR', 'Qatari Riyal'],
  ['KWD', 'KD', 'Kuwaiti Dinar'],
  ['BHD', 'BD', 'Bahraini Dinar'],
  ['OMR', 'OMR', 'Omani Rial'],
  ['JOD', 'JD', 'Jordanian Dinar'],
  ['LBP', 'L£', 'Lebanese Pound'],
  ['IQD', 'IQD', 'Iraqi Dinar'],
  ['IRR', '﷼', 'Iranian Rial'],
  ['PKR', '₨', 'Pakistani Rupee'],
  ['BDT', '৳', 'Bangladeshi Taka'],
  ['LKR', 'Rs', 'Sri Lankan Rupee'],
  ['NPR', 'Rs', 'Nepalese Rupee'],
  ['AFN', '؋', 'Afghan Afghani'],
  ['MMK', 'K', 'Myanmar Kyat'],
  ['KHR', '៛', 'Cambodian Riel'],
  ['LAK', '₭', 'Lao Kip'],
  ['VND', '₫', 'Vietnamese Dong'],
  ['MNT', '₮', 'Mongolian Tögrög'],
  ['BND', 'B$', 'Brunei Dollar'],
  ['MOP', 'MOP$', 'Macanese Pataca'],
  ['MVR', 'Rf', 'Maldivian Rufiyaa'],
  ['BTN', 'Nu.', 'Bhutanese Ngultrum'],
  ['KGS', 'с', 'Kyrgystani Som'],
  ['TJS', 'SM', 'Tajikistani Somoni'],
  ['TMT', 'm', 'Turkmenistani Manat'],
  ['FJD', 'FJ$', 'Fijian Dollar'],
  ['PGK', 'K', 'Papua New Guinean Kina'],
  ['WST', 'WS$', 'Samoan Tala'],
  ['TOP', 'T$', 'Tongan Paʻanga'],
  ['XPF', 'CFPF', 'CFP Franc'],
  ['SBD', 'SI$', 'Solomon Islands Dollar'],
  ['VUV', 'VT', 'Vanuatu Vatu'],
  ['GYD', 'G$', 'Guyanaese Dollar'],
  ['SRD', 'Sr$', 'Surinamese Dollar'],
  ['AWG', 'Afl', 'Aruban Florin'],
  ['ANG', 'NAƒ', 'Netherlands Antillean Guilder'],
  ['KYD', 'CI$', 'Cayman Islands Dollar'],
  ['BMD', 'BD$', 'Bermudan Dollar'],
] as const satisfies readonly (readonly [string, string, string])[];

export type CurrencyCode = (typeof CURRENCIES)[number][0];

export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map(([code]) => code);

const SYMBOLS = new Map<string, string>(CURRENCIES.map(([code, symbol]) => [code, symbol]));
const NAMES = new Map<string, string>(CURRENCIES.map(([code, , name]) => [code, name]));

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** Codes whose symbol follows the amount (spec section 9). */
export const SYMBOL_AFTER_AMOUNT: ReadonlySet<string> = new Set(['SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF']);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return SYMBOLS.has(value);
}

export function getCurrencySymbol(code: string): string {
  return SYMBOLS.get(code) ?? code;
}

export function getCurrencyName(code: string): string {
  return NAMES.get(code) ?? code;
}

/** The currencies the export dialog always offers (spec section 3). */
export const EXPORT_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP', 'JPY', 'BRL', 'CLP'];

/**
 * ISO 4217 minor units (decimal places) where they are not 2: amounts are shown and stored with
 * exactly this many decimals (JPY 1500, KWD 12.345).
 */
const MINOR_UNITS_EXCEPTIONS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** The decimal places of a currency's amounts (ISO 4217 minor units): 0, 2 or 3. */
export function minorUnits(code: string): number {
  return MINOR_UNITS_EXCEPTIONS[code.toUpperCase()] ?? 2;
}
