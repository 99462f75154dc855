import { darken, hsl, mix, type Rgb } from "./color.ts";

/** Sky and land colours by climate: what tells a tropical beach from a Nordic harbour at a glance. */
export type Climate = "tropical" | "mediterranean" | "temperate" | "nordic" | "desert";

export interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  cloud: Rgb;
  /** Distant land: mountains, hills and far dunes, hazy. */
  far: Rgb;
  /** Ground the landmark stands on. */
  ground: Rgb;
  sand: Rgb;
  waterTop: Rgb;
  waterBottom: Rgb;
  foliage: Rgb;
  /** The landmark's silhouette, its lit planes, its openings and its lights. */
  body: Rgb;
  detail: Rgb;
  shadow: Rgb;
  light: Rgb;
  /** Whitewash, marble and sandstone: buildings drawn in their own light colour. */
  stone: Rgb;
  /** Where the sun sits (its height in the 450-high scene) and how big it is. */
  sunY: number;
  sunRadius: number;
}

interface ClimateBase {
  sky: [number, number, number];
  horizon: [number, number, number];
  sun: [number, number, number];
  far: [number, number, number];
  ground: [number, number, number];
  sand: [number, number, number];
  water: [number, number, number];
  foliage: [number, number, number];
  body: [number, number, number];
  stone: [number, number, number];
  sunY: number;
  sunRadius: number;
}

const CLIMATES: Record<Climate, ClimateBase> = {
  // saturated cyan over a warm, bright horizon; turquoise water
  tropical: {
    sky: [192, 85, 52],
    horizon: [48, 95, 84],
    sun: [52, 100, 90],
    far: [168, 40, 42],
    ground: [96, 48, 36],
    sand: [44, 70, 80],
    water: [178, 72, 44],
    foliage: [130, 55, 24],
    body: [196, 40, 20],
    stone: [40, 40, 92],
    sunY: 95,
    sunRadius: 44,
  },
  // deep azure, pale haze at the horizon, olive land, cobalt sea
  mediterranean: {
    sky: [212, 78, 50],
    horizon: [200, 70, 88],
    sun: [46, 100, 92],
    far: [208, 26, 64],
    ground: [74, 30, 44],
    sand: [40, 52, 76],
    water: [206, 78, 42],
    foliage: [95, 35, 26],
    body: [216, 32, 22],
    stone: [38, 30, 94],
    sunY: 105,
    sunRadius: 42,
  },
  // soft blue with a warm evening horizon, green land
  temperate: {
    sky: [210, 52, 60],
    horizon: [28, 62, 84],
    sun: [44, 92, 88],
    far: [214, 18, 60],
    ground: [108, 30, 36],
    sand: [40, 35, 70],
    water: [204, 40, 46],
    foliage: [120, 30, 26],
    body: [222, 26, 21],
    stone: [35, 20, 86],
    sunY: 130,
    sunRadius: 40,
  },
  // dusky blue over a pink arctic horizon, a low sun, snow on the ground
  nordic: {
    sky: [228, 48, 36],
    horizon: [332, 52, 80],
    sun: [28, 92, 78],
    far: [222, 26, 72],
    ground: [206, 24, 88],
    sand: [210, 20, 80],
    water: [216, 42, 38],
    foliage: [160, 30, 20],
    body: [228, 32, 17],
    stone: [210, 20, 90],
    sunY: 235,
    sunRadius: 36,
  },
  // hazy pale sky over an ochre horizon, sand everywhere
  desert: {
    sky: [204, 56, 66],
    horizon: [34, 88, 78],
    sun: [42, 100, 86],
    far: [30, 48, 62],
    ground: [36, 60, 62],
    sand: [38, 66, 70],
    water: [190, 70, 44],
    foliage: [90, 35, 26],
    body: [20, 38, 21],
    stone: [38, 55, 78],
    sunY: 85,
    sunRadius: 46,
  },
};

/**
 * The palette of a climate, nudged by the place's own number: a few degrees of hue and a warmer
 * or cooler hour, so two cities of the same climate are not the same picture.
 */
export function paletteOf(climate: Climate, variant: number): Palette {
  const base = CLIMATES[climate];
  const shift = (variant % 17) - 8;
  const golden = variant % 3 === 0;
  const c = ([h, s, l]: [number, number, number], dh = shift) => hsl(h + dh, s, l);
  const skyTop = c(base.sky);
  const horizon = golden ? mix(c(base.horizon), hsl(28, 90, 72), 0.45) : c(base.horizon);
  const body = c(base.body, shift / 2);
  return {
    skyTop,
    skyBottom: horizon,
    sun: c(base.sun, 0),
    cloud: mix([255, 255, 255], horizon, 0.25),
    far: mix(c(base.far), horizon, 0.25),
    ground: c(base.ground),
    sand: c(base.sand, 0),
    waterTop: mix(c(base.water), skyTop, 0.2),
    waterBottom: darken(c(base.water), 0.35),
    foliage: c(base.foliage, 0),
    body,
    detail: mix(body, horizon, 0.28),
    shadow: darken(body, 0.45),
    light: hsl(44, 95, golden ? 70 : 78),
    stone: c(base.stone, 0),
    sunY: base.sunY + (variant % 5) * 6,
    sunRadius: base.sunRadius,
  };
}
