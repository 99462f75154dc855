import { queuePagePurge, queueSitemapPurge, retryEdgePurge } from "../../../core/edge-purge/service.ts";
import type { EventMetadata } from "../../../core/eventstore/types.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { type EdgePurgeJob, QUEUES } from "../../../workers/queues.ts";
import type { AdminDeps } from "../shell/deps.ts";

/**
 * The purge goes to the worker at once when this process runs one; without, the worker's
 * minute sweep finds it queued (workers/edge-purge-jobs.ts).
 */
async function hand(deps: AdminDeps, purge: { purgeId: string; status: string | null }) {
  if (purge.status === "queued" && deps.boss) {
    await deps.boss.send(QUEUES.cmsEdgePurge, { purgeId: purge.purgeId } satisfies EdgePurgeJob);
  }
  return purge;
}

const now = (deps: AdminDeps) => (deps.clock ?? systemClock)();

export async function purgePage(deps: AdminDeps, pageKey: string, metadata: EventMetadata) {
  return hand(deps, await queuePagePurge(deps.store, pageKey, now(deps), metadata));
}

export async function purgeSitemap(deps: AdminDeps, metadata: EventMetadata) {
  return hand(deps, await queueSitemapPurge(deps.store, now(deps), metadata));
}

export async function retryPurge(deps: AdminDeps, purgeId: string, metadata: EventMetadata) {
  const { state } = await retryEdgePurge(deps.store, purgeId, now(deps), metadata);
  return hand(deps, { purgeId, status: state.status });
}
