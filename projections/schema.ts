import type { ColumnType, Kysely } from "kysely";
import type { Db } from "../core/db/database.ts";
import type { KernelSchema } from "../core/db/schema.ts";

/** numeric columns come back from postgres.js as strings; convert where they are read. */
type Numeric = ColumnType<string, number | string, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateColumn = ColumnType<Date, Date | string, Date | string>;

/** Read models are views over the active projection generation (see projections/runner.ts). */
export interface PriceHistoryView {
  eventPosition: number;
  observationIndex: number;
  fromAirport: string;
  toAirport: string;
  price: Numeric;
  currency: string;
  priceBgn: Numeric;
  flightDate: DateColumn;
  returnDate: DateColumn | null;
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  foundAt: Timestamp;
  airline: string;
  airlines: string[];
  isDirectFlight: boolean;
  stops: number;
  stopoverAirports: string[];
  providerFlightId: string;
  itinerarySignature: string;
  stopoverBucket: number;
  primaryAirlineId: string | null;
  carrierComposition: string;
}

export interface CurrentFaresView {
  fromAirport: string;
  toAirport: string;
  flightDate: DateColumn;
  returnDate: DateColumn | null;
  itinerarySignature: string;
  price: Numeric;
  currency: string;
  priceBgn: Numeric;
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  airline: string;
  airlines: string[];
  isDirectFlight: boolean;
  stops: number;
  providerFlightId: string;
  foundAt: Timestamp;
  eventPosition: number;
}

export interface RoutePriceStatsView {
  fromAirport: string;
  toAirport: string;
  seasonKey: string;
  currency: string;
  sampleCount: number;
  median: Numeric;
  mean: Numeric;
  stddev: Numeric;
  min: Numeric;
  max: Numeric;
  directCount: number;
  directMedian: Numeric | null;
  directMean: Numeric | null;
  directStddev: Numeric | null;
  directMin: Numeric | null;
  directMax: Numeric | null;
  stopoverCount: number;
  stopoverMedian: Numeric | null;
  stopoverMean: Numeric | null;
  stopoverStddev: Numeric | null;
  stopoverMin: Numeric | null;
  stopoverMax: Numeric | null;
  lastEventPosition: number;
}

export interface VisaRequirementsView {
  countryCode: string;
  nationalityCode: string;
  requirementType: string | null;
  visaFreeDays: number | null;
  passportValidityMinDays: number | null;
  notesBg: string | null;
  notesEn: string | null;
  sources: string[];
  provider: string;
  contentHash: string | null;
  confidenceLevel: string | null;
  needsReview: boolean;
  manualOverrideFields: string[];
  autoUpdateDisabled: boolean;
  reviewComment: string | null;
  isActive: boolean;
  currentRevisionId: string | null;
  lastVerifiedAt: Timestamp | null;
  lastVerifiedBy: string | null;
  updatedAt: Timestamp;
}

export interface VisaRequirementRevisionsView {
  revisionId: string;
  countryCode: string;
  nationalityCode: string;
  status: string;
  changeType: string;
  rule: unknown;
  contentHash: string;
  provider: string;
  proposedBy: string;
  proposedAt: Timestamp;
  reviewer: string | null;
  reviewedAt: Timestamp | null;
  comment: string | null;
  keptLockedFields: string[];
  restoresRevisionId: string | null;
}

/**
 * The read models the query builder reads (most queries are raw `sql` templates and need no
 * declaration). They live here, not in core/db: the kernel knows no read model.
 */
export type ReadModelSchema = {
  priceHistory: PriceHistoryView;
  currentFares: CurrentFaresView;
  routePriceStats: RoutePriceStatsView;
  visaRequirements: VisaRequirementsView;
  visaRequirementRevisions: VisaRequirementRevisionsView;
};

/** The same connection, typed to see the read models beside the kernel's tables. */
export function readModels(db: Db): Kysely<KernelSchema & ReadModelSchema> {
  return db.withTables<ReadModelSchema>();
}
