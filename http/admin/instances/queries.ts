import type { Database } from "../../../core/db/database.ts";
import type { ReplicaStatus } from "../../../core/db/read-replicas.ts";
import { liveInstances, type RunningInstance } from "../../../core/instances/registry.ts";
import { subscriptionOwners } from "../../../core/instances/subscription-owners.ts";

export interface InstanceRow extends RunningInstance {
  /** The subscriptions whose lock this instance holds. */
  owns: string[];
}

export interface InstancesData {
  instances: InstanceRow[];
  /** Subscriptions nobody owns this moment: their owner just died and a standby has yet to take over. */
  unowned: string[];
  /** The secrets the instances agreed on, by name (never their values or fingerprints). */
  agreements: { name: string; recordedAt: Date }[];
  /** The read replicas as this instance's last check saw them (DATABASE_READ_URL). */
  replicas: ReplicaStatus[];
}

export async function instancesData(database: Database): Promise<InstancesData> {
  const { sql } = database;
  const [instances, owners, agreements] = await Promise.all([
    liveInstances(sql),
    subscriptionOwners(sql),
    sql<{ name: string; recorded_at: Date }[]>`SELECT name, recorded_at FROM instance_agreements ORDER BY name`,
  ]);
  return {
    instances: instances.map((instance) => ({
      ...instance,
      owns: owners.filter((owner) => owner.instanceId === instance.instanceId).map((owner) => owner.subscription),
    })),
    unowned: owners.filter((owner) => owner.instanceId === null).map((owner) => owner.subscription),
    agreements: agreements.map((row) => ({ name: row.name, recordedAt: row.recorded_at })),
    replicas: database.read.replicas(),
  };
}
