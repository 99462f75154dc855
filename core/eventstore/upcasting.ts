/**
 * Every read passes through one pipeline that lifts old event payloads to the current schema,
 * so deciders and projections only ever see the newest shape of an event.
 */
export interface Upcaster {
  type: string;
  /** The schema version this step reads; it produces fromVersion + 1. */
  fromVersion: number;
  upcast(data: unknown): unknown;
}

export class Upcasters {
  private readonly steps = new Map<string, Map<number, Upcaster["upcast"]>>();
  private readonly latest = new Map<string, number>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) this.register(upcaster);
  }

  register(upcaster: Upcaster): this {
    const byVersion = this.steps.get(upcaster.type) ?? new Map();
    if (byVersion.has(upcaster.fromVersion)) {
      throw new Error(`Two upcasters for ${upcaster.type} v${upcaster.fromVersion}`);
    }
    byVersion.set(upcaster.fromVersion, upcaster.upcast);
    this.steps.set(upcaster.type, byVersion);
    this.latest.set(upcaster.type, Math.max(this.latest.get(upcaster.type) ?? 1, upcaster.fromVersion + 1));
    return this;
  }

  /** The schema version new events of this type are written with. */
  currentVersion(type: string): number {
    return this.latest.get(type) ?? 1;
  }

  upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const byVersion = this.steps.get(type);
    if (!byVersion) return { data, schemaVersion };
    let version = schemaVersion;
    let current = data;
    for (let step = byVersion.get(version); step; step = byVersion.get(version)) {
      current = step(current);
      version += 1;
    }
    return { data: current, schemaVersion: version };
  }
}
