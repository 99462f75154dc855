import { DESTINATION_SCENES } from "./destination-scenes.ts";
import type { SceneHints } from "./scene/compose.ts";
import type { LandmarkKind } from "./scene/landmarks/index.ts";
import type { Climate } from "./scene/palette.ts";
import type { Terrain } from "./scene/terrain.ts";

/**
 * What the built-in pictures know of each place: its best-known landmark (drawn as a silhouette),
 * the land around it and its climate (the sky's colours). The catalog's destinations are in
 * destination-scenes.ts; a destination discovered later gets hints from its coordinates and
 * country (sceneHintsFor).
 */

/** The sights' own landmarks (by sight id), and their land when it is not their city's. */
export const SIGHT_SCENES: Record<string, readonly [LandmarkKind, Terrain?]> = {
  "LON-tower-of-london": ["castle"],
  "LON-british-museum": ["temple", "plains"],
  "LON-big-ben-and-the-houses-of-parliament": ["clock-tower"],
  "PAR-eiffel-tower": ["lattice-tower"],
  "PAR-louvre-museum": ["palace"],
  "PAR-sacre-coeur-and-montmartre": ["dome", "hills"],
  "ROM-colosseum": ["colosseum"],
  "ROM-st-peter-s-basilica": ["dome", "plains"],
  "ROM-trevi-fountain": ["fountain", "plains"],
  "BCN-sagrada-familia": ["cathedral", "plains"],
  "BCN-park-guell": ["park", "hills"],
  "BCN-casa-batllo": ["townhouses", "plains"],
  "MIL-milan-cathedral": ["cathedral"],
  "MIL-galleria-vittorio-emanuele-ii": ["dome"],
  "MIL-the-last-supper": ["church"],
  "IST-hagia-sophia": ["mosque", "plains"],
  "IST-topkapi-palace": ["palace"],
  "IST-grand-bazaar": ["dome", "plains"],
  "ATH-acropolis-of-athens": ["temple"],
  "ATH-acropolis-museum": ["museum", "plains"],
  "ATH-ancient-agora-of-athens": ["ruins"],
  "VIE-schonbrunn-palace": ["palace", "plains"],
  "VIE-st-stephen-s-cathedral": ["cathedral", "plains"],
  "VIE-belvedere-palace": ["palace", "lake"],
  "BER-brandenburg-gate": ["gate"],
  "BER-museum-island": ["dome", "river"],
  "BER-east-side-gallery": ["townhouses", "river"],
  "AMS-rijksmuseum": ["palace", "plains"],
  "AMS-van-gogh-museum": ["museum", "plains"],
  "AMS-anne-frank-house": ["townhouses"],
  "PRG-charles-bridge": ["bridge"],
  "PRG-prague-castle": ["castle", "hills"],
  "PRG-prague-astronomical-clock": ["clock-tower", "plains"],
  "BUD-hungarian-parliament-building": ["palace"],
  "BUD-buda-castle": ["castle", "hills"],
  "BUD-szechenyi-thermal-bath": ["dome", "plains"],
  "MAD-prado-museum": ["temple"],
  "MAD-royal-palace-of-madrid": ["palace"],
  "MAD-retiro-park": ["park", "lake"],
  "LIS-belem-tower": ["castle", "coast"],
  "LIS-jeronimos-monastery": ["cathedral", "plains"],
  "LIS-sao-jorge-castle": ["castle", "hills"],
  "DXB-burj-khalifa": ["needle"],
  "DXB-al-fahidi-historical-neighbourhood": ["townhouses"],
  "DXB-palm-jumeirah": ["palm-beach", "coast"],
  "BRU-grand-place": ["townhouses"],
  "BRU-atomium": ["atomium"],
  "BRU-manneken-pis": ["fountain"],
  "MUC-marienplatz": ["townhouses", "plains"],
  "MUC-nymphenburg-palace": ["palace", "lake"],
  "MUC-english-garden": ["park", "river"],
  "FRA-romerberg": ["townhouses"],
  "FRA-main-tower": ["skyline"],
  "FRA-stadel-museum": ["museum"],
  "VCE-piazza-san-marco": ["dome", "canals"],
  "VCE-rialto-bridge": ["bridge", "river"],
  "VCE-murano": ["marina", "island"],
  "NAP-pompeii": ["ruins", "mountains"],
  "NAP-national-archaeological-museum-of-naples": ["palace", "plains"],
  "NAP-spaccanapoli": ["townhouses", "plains"],
  "TLV-old-jaffa": ["clock-tower"],
  "TLV-carmel-market": ["townhouses", "plains"],
  "TLV-rothschild-boulevard": ["park", "plains"],
  "WAW-warsaw-old-town": ["townhouses"],
  "WAW-palace-of-culture-and-science": ["needle", "plains"],
  "WAW-lazienki-park": ["palace", "lake"],
  "KRK-wawel-castle": ["castle"],
  "KRK-main-market-square": ["townhouses", "plains"],
  "KRK-wieliczka-salt-mine": ["museum", "hills"],
  "ZRH-grossmunster": ["church", "river"],
  "ZRH-swiss-national-museum": ["castle", "river"],
  "ZRH-uetliberg": ["mountain", "mountains"],
  "CPH-the-little-mermaid": ["statue", "coast"],
  "CPH-nyhavn": ["townhouses"],
  "CPH-tivoli-gardens": ["park", "plains"],
  "DUB-trinity-college-and-the-book-of-kells": ["palace", "plains"],
  "DUB-guinness-storehouse": ["museum"],
  "DUB-temple-bar": ["townhouses"],
  "SKG-white-tower": ["castle"],
  "SKG-church-of-saint-demetrius": ["church", "plains"],
  "SKG-rotunda-of-galerius": ["dome", "plains"],
  "LCA-church-of-saint-lazarus": ["church", "plains"],
  "LCA-hala-sultan-tekke-and-the-salt-lake": ["mosque", "lake"],
  "LCA-finikoudes-promenade": ["palm-beach"],
  "MLA-co-cathedral-of-st-john": ["church", "plains"],
  "MLA-upper-barrakka-gardens": ["park", "coast"],
  "MLA-mdina": ["castle", "hills"],
  "OSL-oslo-opera-house": ["museum"],
  "OSL-vigeland-sculpture-park": ["park", "plains"],
  "OSL-holmenkollen": ["mountain", "mountains"],
  "AYT-kaleici": ["marina"],
  "AYT-duden-waterfalls": ["waterfall", "coast"],
  "AYT-aspendos": ["colosseum", "hills"],
  "NYC-statue-of-liberty": ["statue"],
  "NYC-central-park": ["park", "lake"],
  "NYC-empire-state-building": ["needle", "plains"],
  "PMI-palma-cathedral": ["cathedral", "coast"],
  "PMI-bellver-castle": ["castle", "hills"],
  "PMI-valldemossa": ["townhouses", "mountains"],
  "HRG-hurghada-marina": ["marina", "coast"],
  "HRG-giftun-islands": ["palm-beach", "island"],
  "HRG-el-gouna": ["townhouses", "canals"],
  "MAN-old-trafford": ["stadium"],
  "MAN-john-rylands-library": ["cathedral"],
  "MAN-science-and-industry-museum": ["museum"],
  "EDI-edinburgh-castle": ["castle"],
  "EDI-royal-mile": ["townhouses"],
  "EDI-palace-of-holyroodhouse": ["palace", "mountains"],
  "VLC-city-of-arts-and-sciences": ["opera", "canals"],
  "VLC-valencia-cathedral": ["church", "plains"],
  "VLC-albufera-natural-park": ["park", "lake"],
  "AGP-alcazaba-of-malaga": ["castle", "hills"],
  "AGP-malaga-cathedral": ["cathedral", "plains"],
  "AGP-caminito-del-rey": ["mountain", "mountains"],
  "NCE-promenade-des-anglais": ["palm-beach"],
  "NCE-castle-hill": ["waterfall", "hills"],
  "NCE-eze": ["castle", "coast"],
};

/** A country's best-known kind of building, for places discovered later. */
const COUNTRY_LANDMARKS: Record<string, LandmarkKind> = {
  NL: "windmill",
  BE: "townhouses",
  DE: "townhouses",
  EG: "pyramids",
  TR: "mosque",
  AE: "mosque",
  QA: "mosque",
  OM: "castle",
  SA: "mosque",
  MA: "mosque",
  TN: "mosque",
  DZ: "mosque",
  JP: "pagoda",
  CN: "pagoda",
  KR: "pagoda",
  VN: "pagoda",
  TH: "stupa",
  LK: "stupa",
  NP: "stupa",
  MM: "stupa",
  GR: "cycladic",
  IT: "dome",
  FR: "church",
  ES: "cathedral",
  PT: "lighthouse",
  GB: "castle",
  IE: "church",
  US: "skyline",
  CA: "skyline",
  MX: "stepped-pyramid",
  GT: "stepped-pyramid",
  RO: "onion-church",
  RS: "onion-church",
  UA: "onion-church",
  MD: "onion-church",
  GE: "church",
  AM: "church",
  CZ: "castle",
  SK: "castle",
  PL: "townhouses",
  DK: "townhouses",
  NO: "townhouses",
  HR: "castle",
  ME: "castle",
};

/** Where nearly every day is hot and dry: the desert palette, whatever the latitude says. */
const DESERT_COUNTRIES = new Set([
  "AE",
  "QA",
  "OM",
  "SA",
  "KW",
  "BH",
  "EG",
  "JO",
  "LY",
  "DZ",
  "MR",
  "NE",
  "TD",
  "SD",
  "YE",
  "IQ",
]);
const TROPICAL_COUNTRIES = new Set(["MV", "SC", "MU", "CU", "DO", "JM", "BS", "LK", "TH", "SG", "MY", "ID", "PH"]);

export interface PlaceFacts {
  iataCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** The climate a place's latitude and country suggest. */
export function climateOf(place: Omit<PlaceFacts, "iataCode">): Climate {
  const lat = Math.abs(place.latitude);
  if (DESERT_COUNTRIES.has(place.countryCode)) return "desert";
  if (TROPICAL_COUNTRIES.has(place.countryCode) || lat < 23.5) return "tropical";
  if (place.countryCode === "IS" || lat >= 58) return "nordic";
  // the Mediterranean basin and its like elsewhere (California, the Cape, southern Australia)
  if (lat < 30) return "desert";
  if (lat <= 44.5 && place.longitude >= -10 && place.longitude <= 37) return "mediterranean";
  if (lat <= 40) return "mediterranean";
  return "temperate";
}

const CLIMATE_LANDMARKS: Record<Climate, readonly LandmarkKind[]> = {
  tropical: ["palm-beach", "stupa", "marina"],
  desert: ["mosque", "castle", "palm-beach"],
  mediterranean: ["church", "marina", "castle", "cycladic"],
  temperate: ["church", "townhouses", "castle", "cathedral"],
  nordic: ["church", "townhouses", "marina"],
};

const CLIMATE_TERRAINS: Record<Climate, readonly Terrain[]> = {
  tropical: ["coast", "island"],
  desert: ["desert", "coast"],
  mediterranean: ["coast", "hills"],
  temperate: ["river", "hills", "plains"],
  nordic: ["coast", "lake"],
};

const pick = <T>(items: readonly T[], key: string): T => {
  let h = 7;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return items[h % items.length] as T;
};

/** A place's hints: the curated ones, else ones derived from its coordinates and country. */
export function sceneHintsFor(place: PlaceFacts): SceneHints {
  const known = DESTINATION_SCENES[place.iataCode];
  if (known) return { landmark: known[0], terrain: known[1], climate: known[2] };
  const climate = climateOf(place);
  return {
    landmark: COUNTRY_LANDMARKS[place.countryCode] ?? pick(CLIMATE_LANDMARKS[climate], place.iataCode),
    terrain: pick(CLIMATE_TERRAINS[climate], place.iataCode),
    climate,
  };
}

/** Words in a sight's English name that say what it is, for sights without curated hints. */
const SIGHT_WORDS: readonly [RegExp, LandmarkKind][] = [
  [/\b(cathedral|minster|duomo|basilica)\b/i, "cathedral"],
  [/\b(church|chapel|monastery|abbey)\b/i, "church"],
  [/\b(mosque|masjid)\b/i, "mosque"],
  [/\b(temple|pagoda|shrine)\b/i, "pagoda"],
  [/\b(castle|fortress|fort|citadel|alcazaba|kale)\b/i, "castle"],
  [/\b(palace|schloss|residence)\b/i, "palace"],
  [/\b(bridge)\b/i, "bridge"],
  [/\b(tower)\b/i, "tv-tower"],
  [/\b(museum|gallery)\b/i, "museum"],
  [/\b(park|garden|gardens)\b/i, "park"],
  [/\b(beach|bay|island|islands)\b/i, "palm-beach"],
  [/\b(marina|harbour|harbor|port)\b/i, "marina"],
  [/\b(stadium|arena)\b/i, "stadium"],
  [/\b(fountain)\b/i, "fountain"],
  [/\b(ruins|ancient|forum|agora|amphitheatre)\b/i, "ruins"],
  [/\b(waterfall|falls)\b/i, "waterfall"],
  [/\b(mount|mountain|peak|hill)\b/i, "mountain"],
  [/\b(square|market|old town|street|quarter)\b/i, "townhouses"],
];

/** A sight's hints: its curated landmark, or one its name suggests, in its city's land and climate. */
export function sightHintsFor(sight: { id: string; nameEn: string }, city: PlaceFacts): SceneHints {
  const base = sceneHintsFor(city);
  const known = SIGHT_SCENES[sight.id];
  if (known) return { landmark: known[0], terrain: known[1] ?? base.terrain, climate: base.climate };
  const word = SIGHT_WORDS.find(([pattern]) => pattern.test(sight.nameEn));
  // a sight unlike anything named: its city's landmark, up close
  return { landmark: word?.[1] ?? base.landmark, terrain: base.terrain, climate: base.climate };
}
