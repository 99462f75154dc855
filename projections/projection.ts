import type { Tx } from "../core/eventstore/checkpointed-batch.ts";
import type { AnyEvent, Recorded } from "../core/eventstore/types.ts";

/**
 * A read model: the events it folds, the tables it owns, and how it writes them. Tables are
 * created in a schema per generation; readers see them through views of the same name in
 * public, which a replay re-points at a freshly built generation.
 *
 * E is the union of the events it folds: `handle` gets them typed, because the runner reads
 * only `eventTypes`. A list of projections of different unions is a `Projection[]`
 * (docs/decisions/0070-typed-reads.md).
 */
export interface Projection<E extends AnyEvent = AnyEvent> {
  readonly name: string;
  /** Bump when the tables or the fold change: the next start rebuilds the projection. */
  readonly version: number;
  readonly eventTypes: readonly E["type"][];
  /** Tables in the projection's schema; each gets a view of the same name in public. */
  readonly tables: readonly string[];
  createTables(tx: Tx, schema: string): Promise<void>;
  // a method, not a function property: its parameter is then bivariant, which is what lets a
  // Projection<DealEvent> stand in a Projection[] whose runner hands it only deal events
  handle(tx: Tx, events: Recorded<E>[], schema: string): Promise<void>;
}

export function generationSchema(projection: string, generation: number): string {
  return `proj_${projection}_g${generation}`;
}

export function checkpointIdOf(projection: string, generation: number): string {
  return `projection:${projection}:g${generation}`;
}

/** Quotes an identifier we built ourselves (schema and table names are never user input). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier ${name}`);
  return `"${name}"`;
}

/**
 * A `handle` that folds its batch one event at a time, in log order, given the generation's
 * quoted schema name: what most projections do. The others write their own `handle`.
 */
export function eachEvent<E extends AnyEvent>(
  fold: (tx: Tx, event: Recorded<E>, s: string) => Promise<void>,
): Projection<E>["handle"] {
  return async (tx, events, schema) => {
    const s = ident(schema);
    for (const event of events) await fold(tx, event, s);
  };
}

/** A `createTables` that runs one DDL script, given the generation's quoted schema name. */
export function createTablesSql(ddl: (s: string) => string): Projection["createTables"] {
  return async (tx, schema) => {
    await tx.unsafe(ddl(ident(schema)));
  };
}
