// Check keys of the identifiers the personal-data detector recognises. Digit by digit, so no BigInt is needed.

/** Remainder modulo 97 of a long string of digits. */
function mod97(digits: string): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + (digits.charCodeAt(i) - 48)) % 97;
  return r;
}

/** Luhn check of payment card numbers (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** IBAN lengths of the SWIFT registry (French overseas codes share France's 27), as «CCnn» pairs. */
const IBAN_TABLE =
  'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BL27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 ' +
  'DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GF27 GI23 GL18 GP27 GR27 GT28 HR21 HU28 IE22 IL23 ' +
  'IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MF27 MK19 MN20 MQ27 ' +
  'MR27 MT31 MU30 NC27 NI28 NL18 NO15 OM23 PF27 PK24 PL28 PM27 PS29 PT25 QA29 RE27 RO24 RS22 RU33 SA24 ' +
  'SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TF27 TL23 TN24 TR26 UA29 VA22 VG24 WF27 XK20 YE30 YT27 ';
let ibanLengths: Map<string, number> | undefined;
/** Length of an IBAN of this country, or undefined when the country has no IBAN in the registry. */
export function ibanLength(country: string): number | undefined {
  ibanLengths ??= new Map(
    IBAN_TABLE.trim()
      .split(' ')
      .map((p) => [p.slice(0, 2), Number(p.slice(2))]),
  );
  return ibanLengths.get(country);
}

/** Letters count as 10…35 in the IBAN and RIB computations. */
function lettersToDigits(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 65 && c <= 90 ? String(c - 55) : s[i];
  }
  return out;
}

/** ISO 13616 check: known country, its exact length, and the mod-97 key (compact, upper-case input). */
export function ibanValid(compact: string): boolean {
  const len = ibanLength(compact.slice(0, 2));
  if (!len || compact.length !== len || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  return mod97(lettersToDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** French social security number: 13 characters (Corsica 2A/2B) and its 2-digit key = 97 − (number mod 97). */
export function nirKeyValid(body: string, key: string): boolean {
  const b = body.toUpperCase();
  if (!/^\d{5}(?:\d{2}|2A|2B)\d{6}$/.test(b) || !/^\d{2}$/.test(key)) return false;
  // Corsica: 2A counts as 19 and 2B as 18 in the key computation (INSEE rule).
  const digits = b.slice(0, 5) + (b[6] === 'A' ? '19' : b[6] === 'B' ? '18' : b.slice(5, 7)) + b.slice(7);
  return 97 - mod97(digits) === Number(key);
}

const RIB_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RIB_VALUES = '12345678912345678923456789';

/** French RIB (bank 5, branch 5, account 11, key 2): key = 97 − ((89 × bank + 15 × branch + 3 × account) mod 97). */
export function ribValid(bank: string, branch: string, account: string, key: string): boolean {
  let acc = '';
  for (const ch of account.toUpperCase()) {
    const i = RIB_LETTERS.indexOf(ch);
    acc += i >= 0 ? RIB_VALUES[i] : ch;
  }
  if (!/^\d{11}$/.test(acc)) return false;
  const r = (89 * Number(bank) + 15 * Number(branch) + 3 * Number(acc)) % 97;
  return 97 - r === Number(key);
}
