/** A destination as the map page shows it, in the page's language: the marker and the list row. */
export interface MapPlace {
  code: string;
  city: string;
  country: string;
  /** The destination's page. */
  path: string;
  priceBgn: number;
  out: string;
  back: string;
  direct: boolean;
  /** Where it is drawn; null when the view does not hold it. */
  at: { x: number; y: number } | null;
}
