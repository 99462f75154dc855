/** A destination airport or city by its code, with its city and country named in both languages. */
export interface DestinationPlace {
  iataCode: string;
  /** The city as a Bulgarian writes it (BGY → Милано). */
  cityBg: string;
  cityEn: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryBg: string;
  countryEn: string;
}
