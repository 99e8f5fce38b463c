import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

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

export function dialCodeOf(countryCode: string): string | null {
  try {
    return String(
      getCountryCallingCode(countryCode as Parameters<typeof getCountryCallingCode>[0]),
    );
  } catch {
    return null;
  }
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
