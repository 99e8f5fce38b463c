/** Card number rules, checked in the browser before Review and again on the server. */

/** The card number's digits, without spaces or dashes. */
export function cardDigits(value: string) {
  return value.replace(/[\s-]/g, "");
}

/** Luhn check of a card number's digits. */
export function luhnValid(number: string) {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string) {
  const n = cardDigits(number);
  if (/^4/.test(n)) return "Visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720))/.test(n)) return "Mastercard";
  if (/^3[47]/.test(n)) return "American Express";
  if (/^(6011|65|64[4-9])/.test(n)) return "Discover";
  return "Card";
}

/**
 * The expiry field as typed or pasted, written 'MM/YY': the digits with the
 * slash put in after the month ("1230" shows "12/30"); a one-digit month
 * before a slash gets its zero ("4/28" shows "04/28").
 */
export function formatExpiry(value: string) {
  const oneDigitMonth = /^\s*(\d)\s*\/(.*)$/.exec(value);
  const digits = (oneDigitMonth ? `0${oneDigitMonth[1]}${oneDigitMonth[2]}` : value)
    .replace(/\D/g, "")
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Whether 'MM/YY' (or its four digits, 'MMYY') is this month or later. */
export function expiryInFuture(expiry: string, now = new Date()) {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export function lastFour(cardNumber: string) {
  return cardDigits(cardNumber).slice(-4);
}
