/**
 * The bundled offline rate table: units of each currency per 1 USD, approximate mid-market reference
 * values as of BUNDLED_RATES_DATE. It makes conversion work on a fresh machine with no network; an
 * operator imports real daily rates (CSV) or configures RATES_URL for a live source.
 */
export const BUNDLED_RATES_DATE = '2025-06-30';
export const BUNDLED_RATES_SOURCE = 'bundled';

export const BUNDLED_RATES: Readonly<Record<string, string>> = {
  USD: '1', EUR: '0.8525', GBP: '0.7290', JPY: '144.05', AUD: '1.5240', CAD: '1.3630', CHF: '0.7950',
  CNY: '7.1650', SEK: '9.5170', NZD: '1.6420', MXN: '18.8300', SGD: '1.2720', HKD: '7.8500',
  NOK: '10.1100', KRW: '1350.50', TRY: '39.8000', RUB: '78.50', INR: '85.7500', BRL: '5.4600',
  ZAR: '17.7500', DKK: '6.3600', PLN: '3.6200', TWD: '29.2000', THB: '32.5500', IDR: '16240',
  HUF: '341.50', CZK: '21.1000', ILS: '3.3700', CLP: '934.50', PHP: '56.3500', AED: '3.6725',
  COP: '4085.00', SAR: '3.7500', MYR: '4.2150', RON: '4.3300', ARS: '1185.00', PEN: '3.5500',
  UYU: '40.2000', PYG: '7980.00', BOB: '6.9100', VES: '107.60', CRC: '505.00', DOP: '59.6000',
  GTQ: '7.6800', HNL: '26.1500', NIO: '36.7500', PAB: '1', JMD: '160.00', TTD: '6.7800',
  BSD: '1', BBD: '2', BZD: '2', HTG: '131.00', CUP: '24.00', XCD: '2.7000', AOA: '917.00',
  MZN: '63.9000', CVE: '94.0000', ISK: '121.80', BGN: '1.6670', RSD: '99.9000', UAH: '41.7500',
  GEL: '2.7200', AMD: '386.00', AZN: '1.7000', KZT: '520.00', UZS: '12600', BYN: '3.2700',
  MDL: '17.0500', ALL: '85.5000', MKD: '52.5000', BAM: '1.6670', EGP: '49.7000', MAD: '9.0500',
  TND: '2.9300', DZD: '130.20', NGN: '1530.00', GHS: '10.3500', KES: '129.30', UGX: '3595.00',
  TZS: '2630.00', ETB: '135.50', RWF: '1430.00', XOF: '559.00', XAF: '559.00', ZMW: '23.6000',
  BWP: '13.3500', NAD: '17.7500', MUR: '45.3000', SCR: '14.3000', MGA: '4440.00', MWK: '1735.00',
  SDG: '600.50', LYD: '5.4200', QAR: '3.6400', KWD: '0.3060', BHD: '0.3770', OMR: '0.3845',
  JOD: '0.7090', LBP: '89500', IQD: '1310.00', IRR: '42100', PKR: '283.80', BDT: '122.40',
  LKR: '299.50', NPR: '137.20', AFN: '70.5000', MMK: '2100.00', KHR: '4015.00', LAK: '21600',
  VND: '26100', MNT: '3580.00', BND: '1.2720', MOP: '8.0900', MVR: '15.4200', BTN: '85.7500',
  KGS: '87.4000', TJS: '9.9000', TMT: '3.5000', FJD: '2.2400', PGK: '4.1200', WST: '2.7300',
  TOP: '2.3600', XPF: '101.70', SBD: '8.3600', VUV: '119.50', GYD: '209.20', SRD: '37.5000',
  AWG: '1.7900', ANG: '1.7900', KYD: '0.8330', BMD: '1',
};
