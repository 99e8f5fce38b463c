import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

export type CountryOption = { code: string; name: string; dialCode: string };

/** Country picker options: the United States first, then the rest by name. */
export function countryOptions(locale = "en"): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    dialCode: String(getCountryCallingCode(code)),
  }));
  const us = all.filter((c) => c.code === "US");
  const rest = all.filter((c) => c.code !== "US").sort((a, b) => a.name.localeCompare(b.name));
  return [...us, ...rest];
}

/** The Country Code picker's choices, as registration and Edit Profile show them. */
export function countrySelectData() {
  return countryOptions().map((c) => ({ value: c.code, label: `${c.name} (+${c.dialCode})` }));
}

export function dialCodeOf(countryCode: string): string | null {
  try {
    return String(
      getCountryCallingCode(countryCode as Parameters<typeof getCountryCallingCode>[0]),
    );
  } catch {
    return null;
  }
}

/**
 * A stored number (plus, dial code, digits: see normalizePhone) as the form's
 * two fields again: the country it belongs to, else the first listed with its
 * dial code (the United States for +1), and the digits the member typed, ten
 * of them shown as (555) 123-4567, so that saving it unchanged passes again.
 */
export function splitPhone(stored: string | null): { country: string; phone: string } {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  if (!stored || !parsed) return { country: "US", phone: "" };
  const dialCode = parsed.countryCallingCode;
  const country =
    parsed.country ?? countryOptions().find((c) => c.dialCode === dialCode)?.code ?? "US";
  const digits = stored.slice(1 + dialCode.length).replace(/\D/g, "");
  const phone =
    digits.length === 10
      ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
      : digits;
  return { country, phone };
}

export const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "AS",
  "GU",
  "MP",
  "PR",
  "VI",
] as const;
