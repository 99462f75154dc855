// one import per destination: static JSON imports work alike under tsx, vitest, Vite and Deno (decision 0067)
import AGP from "./AGP.json" with { type: "json" };
import AMS from "./AMS.json" with { type: "json" };
import ATH from "./ATH.json" with { type: "json" };
import AYT from "./AYT.json" with { type: "json" };
import BCN from "./BCN.json" with { type: "json" };
import BER from "./BER.json" with { type: "json" };
import BRU from "./BRU.json" with { type: "json" };
import BUD from "./BUD.json" with { type: "json" };
import CPH from "./CPH.json" with { type: "json" };
import DUB from "./DUB.json" with { type: "json" };
import DXB from "./DXB.json" with { type: "json" };
import EDI from "./EDI.json" with { type: "json" };
import FRA from "./FRA.json" with { type: "json" };
import HRG from "./HRG.json" with { type: "json" };
import IST from "./IST.json" with { type: "json" };
import KRK from "./KRK.json" with { type: "json" };
import LCA from "./LCA.json" with { type: "json" };
import LIS from "./LIS.json" with { type: "json" };
import LON from "./LON.json" with { type: "json" };
import MAD from "./MAD.json" with { type: "json" };
import MAN from "./MAN.json" with { type: "json" };
import MIL from "./MIL.json" with { type: "json" };
import MLA from "./MLA.json" with { type: "json" };
import MUC from "./MUC.json" with { type: "json" };
import NAP from "./NAP.json" with { type: "json" };
import NCE from "./NCE.json" with { type: "json" };
import NYC from "./NYC.json" with { type: "json" };
import OSL from "./OSL.json" with { type: "json" };
import PAR from "./PAR.json" with { type: "json" };
import PMI from "./PMI.json" with { type: "json" };
import PRG from "./PRG.json" with { type: "json" };
import ROM from "./ROM.json" with { type: "json" };
import SKG from "./SKG.json" with { type: "json" };
import TLV from "./TLV.json" with { type: "json" };
import VCE from "./VCE.json" with { type: "json" };
import VIE from "./VIE.json" with { type: "json" };
import VLC from "./VLC.json" with { type: "json" };
import WAW from "./WAW.json" with { type: "json" };
import ZRH from "./ZRH.json" with { type: "json" };

/**
 * The sights, one file per destination (sights/<IATA>.json), in the order the catalog seeds them.
 * A new destination's file is imported above and listed here; its shape is sightsFileSchema in
 * ../schema.ts, checked by ../data.test.ts.
 */
export const SIGHT_FILES: Readonly<Record<string, unknown>> = {
  LON,
  PAR,
  ROM,
  BCN,
  MIL,
  IST,
  ATH,
  VIE,
  BER,
  AMS,
  PRG,
  BUD,
  MAD,
  LIS,
  DXB,
  BRU,
  MUC,
  FRA,
  VCE,
  NAP,
  TLV,
  WAW,
  KRK,
  ZRH,
  CPH,
  DUB,
  SKG,
  LCA,
  MLA,
  OSL,
  AYT,
  NYC,
  PMI,
  HRG,
  MAN,
  EDI,
  VLC,
  AGP,
  NCE,
};
