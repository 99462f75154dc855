import { castle, cycladic, stoneBridge, suspensionBridge, townhouses, windmill } from "./civic.ts";
import { colosseum, domeChurch, fountain, gate, palace, ruins, temple } from "./classical.ts";
import type { LandmarkDrawing } from "./ink.ts";
import { lighthouse, obelisk, redeemer, statue, steppedPyramid, twinTowers } from "./monuments.ts";
import { mountain, palmBeach, park, volcano, waterfall } from "./nature.ts";
import { fairyChimneys, karst, tableMountain } from "./rock-forms.ts";
import { cathedral, church, mosque, onionChurch, pagoda, pyramids, stupa } from "./sacred.ts";
import { clockTower, latticeTower, needle, skyline, tvTower } from "./towers.ts";
import { leaningTower, medievalTowers, waterJet } from "./townscapes.ts";
import { atomium, marina, museum, opera, stadium } from "./venues.ts";

export type { Ink, LandmarkDrawing } from "./ink.ts";

/** Every landmark the built-in pictures can draw, by the name the scene hints use. */
export const LANDMARKS = {
  "clock-tower": { draw: clockTower, halfWidth: 180 },
  "lattice-tower": { draw: latticeTower, halfWidth: 80 },
  "tv-tower": { draw: tvTower, halfWidth: 30 },
  needle: { draw: needle, halfWidth: 190 },
  skyline: { draw: skyline, halfWidth: 215 },
  lighthouse: { draw: lighthouse, halfWidth: 70, alone: true },
  statue: { draw: statue, halfWidth: 80 },
  cathedral: { draw: cathedral, halfWidth: 96 },
  church: { draw: church, halfWidth: 110 },
  mosque: { draw: mosque, halfWidth: 155 },
  "onion-church": { draw: onionChurch, halfWidth: 74 },
  pagoda: { draw: pagoda, halfWidth: 80 },
  stupa: { draw: stupa, halfWidth: 120 },
  pyramids: { draw: pyramids, halfWidth: 280, alone: true },
  temple: { draw: temple, halfWidth: 134 },
  colosseum: { draw: colosseum, halfWidth: 165 },
  dome: { draw: domeChurch, halfWidth: 128 },
  ruins: { draw: ruins, halfWidth: 190, alone: true },
  gate: { draw: gate, halfWidth: 170 },
  palace: { draw: palace, halfWidth: 200 },
  fountain: { draw: fountain, halfWidth: 180 },
  castle: { draw: castle, halfWidth: 150 },
  bridge: { draw: stoneBridge, halfWidth: 320 },
  "suspension-bridge": { draw: suspensionBridge, halfWidth: 440, alone: true },
  windmill: { draw: windmill, halfWidth: 110 },
  townhouses: { draw: townhouses, halfWidth: 230, alone: true },
  cycladic: { draw: cycladic, halfWidth: 280, alone: true },
  opera: { draw: opera, halfWidth: 190 },
  museum: { draw: museum, halfWidth: 180 },
  stadium: { draw: stadium, halfWidth: 200 },
  marina: { draw: marina, halfWidth: 260, alone: true, afloat: true },
  atomium: { draw: atomium, halfWidth: 100 },
  "palm-beach": { draw: palmBeach, halfWidth: 200, alone: true },
  volcano: { draw: volcano, halfWidth: 300, backdrop: true },
  mountain: { draw: mountain, halfWidth: 290, backdrop: true },
  park: { draw: park, halfWidth: 240, alone: true },
  waterfall: { draw: waterfall, halfWidth: 260, alone: true },
  "medieval-towers": { draw: medievalTowers, halfWidth: 190 },
  "leaning-tower": { draw: leaningTower, halfWidth: 120 },
  "water-jet": { draw: waterJet, halfWidth: 60, afloat: true },
  "fairy-chimneys": { draw: fairyChimneys, halfWidth: 210, alone: true },
  "table-mountain": { draw: tableMountain, halfWidth: 320, backdrop: true },
  karst: { draw: karst, halfWidth: 270, alone: true, afloat: true },
  "twin-towers": { draw: twinTowers, halfWidth: 104 },
  "stepped-pyramid": { draw: steppedPyramid, halfWidth: 180 },
  redeemer: { draw: redeemer, halfWidth: 300, backdrop: true },
  obelisk: { draw: obelisk, halfWidth: 60 },
} as const satisfies Record<string, LandmarkDrawing>;

export type LandmarkKind = keyof typeof LANDMARKS;

export const LANDMARK_KINDS = Object.keys(LANDMARKS) as LandmarkKind[];

export function landmarkDrawing(kind: LandmarkKind): LandmarkDrawing {
  return LANDMARKS[kind];
}
