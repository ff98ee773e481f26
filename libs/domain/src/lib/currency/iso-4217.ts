// ISO 4217 (issue #39, padala): the active currency codes and each one's minor unit, the number
// of decimals an amount in it has (JPY none, KWD and BHD three, the Chilean and Uruguayan units
// of account four). ISO's minor units, not the display digits Intl/CLDR uses (which give IQD,
// IRR or RSD none): an amount is stored exact in these units, whatever a screen shows.

/** The active codes (ISO 4217, list one, 2025), funds codes included. */
export const ISO_4217_CODES: readonly string[] = (
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP ' +
  'BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB ' +
  'EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD ' +
  'JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP ' +
  'MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR ' +
  'RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND ' +
  'TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF ' +
  'YER ZAR ZMW ZWG'
).split(' ');

/** Minor units other than two. */
const MINOR_UNITS: Readonly<Record<string, 0 | 3 | 4>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

const KNOWN = new Set(ISO_4217_CODES);

/** An active ISO 4217 code, upper case ('AED'); 'aed', 'XXX' (no currency) or 'PHX' are not. */
export function isIsoCurrency(code: string): boolean {
  return KNOWN.has(code);
}

/** How many decimals an amount in `code` has: 0, 2, 3 or 4. Throws for a code that is not ISO's. */
export function minorUnitsOf(code: string): 0 | 2 | 3 | 4 {
  if (!KNOWN.has(code)) throw new RangeError(`Not an ISO 4217 currency: ${code}`);
  return MINOR_UNITS[code] ?? 2;
}
