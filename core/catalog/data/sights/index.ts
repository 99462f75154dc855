import type { SightSeed } from "../types.ts";
import { SIGHTS_PART_1 } from "./part1.ts";
import { SIGHTS_PART_2 } from "./part2.ts";
import { SIGHTS_PART_3 } from "./part3.ts";

/** Three or more sights for each of the 30 most popular destinations. */
export const SIGHTS: readonly SightSeed[] = [...SIGHTS_PART_1, ...SIGHTS_PART_2, ...SIGHTS_PART_3];
