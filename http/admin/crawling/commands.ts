import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { BindingChanges, bindingSchema } from "../../../core/crawling/profile.ts";
import { runBindingCommand, runProfileCommand } from "../../../core/crawling/service.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import type { CrawlBindingJob } from "../../../workers/crawl-jobs.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { checkBinding } from "./input.ts";
import { type LoadedBinding, loadProfile } from "./queries.ts";

function newProfileId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "profile"}-${randomUUID().slice(0, 8)}`;
}

export async function createProfile(c: AdminContext, deps: AdminDeps, label: string, input: unknown): Promise<string> {
  const profileId = newProfileId(label);
  await runProfileCommand(
    deps.store,
    { type: "CreateProfile", profileId, input },
    auditMetadata(c, "crawling.profile.create"),
  );
  return profileId;
}

export async function updateProfile(
  c: AdminContext,
  deps: AdminDeps,
  profileId: string,
  changes: Record<string, unknown>,
): Promise<{ changed: boolean }> {
  const result = await runProfileCommand(
    deps.store,
    { type: "UpdateProfile", profileId, changes },
    auditMetadata(c, "crawling.profile.update"),
  );
  return { changed: result.events.length > 0 };
}

/** One binding per target in a profile: the id says which (as the seeded ones do), so a twin is refused. */
function bindingIdFor(profileId: string, binding: z.infer<typeof bindingSchema>): string {
  return `${profileId}-${(binding.destinationIata ?? binding.countryCode ?? "global").toLowerCase()}`;
}

export async function createBinding(c: AdminContext, deps: AdminDeps, profileId: string, input: unknown) {
  const checked = checkBinding(input);
  if (!checked.ok) return checked;
  const bindingId = bindingIdFor(profileId, checked.value);
  try {
    await runBindingCommand(
      deps.store,
      { type: "CreateBinding", bindingId, input, at: new Date().toISOString() },
      auditMetadata(c, "crawling.binding.create"),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === "binding_exists") {
      const target = checked.value.destinationIata ?? checked.value.countryCode ?? "everywhere (global)";
      throw new DomainError("binding_exists", `This profile already has a binding for ${target}`, 409);
    }
    throw error;
  }
  return { ok: true as const, value: { bindingId, binding: checked.value } };
}

export async function setPaused(c: AdminContext, deps: AdminDeps, profileId: string, paused: boolean) {
  const metadata = auditMetadata(c, paused ? "crawling.profile.pause" : "crawling.profile.resume");
  const result = await runProfileCommand(
    deps.store,
    { type: "SetProfilePaused", profileId, paused, by: String(metadata.actor) },
    metadata,
  );
  return { profileId, paused, changed: result.events.length > 0 };
}

export async function updateBinding(c: AdminContext, deps: AdminDeps, bindingId: string, changes: BindingChanges) {
  const result = await runBindingCommand(
    deps.store,
    { type: "UpdateBinding", bindingId, changes },
    auditMetadata(c, "crawling.binding.update"),
  );
  return { changed: result.events.length > 0 };
}

export async function setBindingPaused(c: AdminContext, deps: AdminDeps, bindingId: string, paused: boolean) {
  const metadata = auditMetadata(c, paused ? "crawling.binding.pause" : "crawling.binding.resume");
  const result = await runBindingCommand(
    deps.store,
    { type: "SetBindingPaused", bindingId, paused, by: String(metadata.actor) },
    metadata,
  );
  return { bindingId, paused, changed: result.events.length > 0 };
}

/**
 * Makes the binding due now (the scheduler hands it out at its next tick) and, with pg-boss in
 * this process, queues its crawl job at once as the scheduler would. The scheduler skips a paused
 * binding and a paused profile's bindings; a job queued here crawls regardless, as the admin asked.
 */
export async function crawlNow(c: AdminContext, deps: AdminDeps, bindingId: string, binding: LoadedBinding) {
  const profilePaused = (await loadProfile(deps.store, binding.binding.profileId))?.paused ?? false;
  const metadata = auditMetadata(c, "crawling.binding.crawl_now");
  const at = new Date().toISOString();
  await runBindingCommand(deps.store, { type: "RequestCrawl", bindingId, by: String(metadata.actor), at }, metadata);
  let jobId: string | null = null;
  let queueError: string | null = null;
  if (deps.boss) {
    try {
      const job: CrawlBindingJob = { bindingId };
      jobId = await deps.boss.send(QUEUES.crawlBinding, job);
    } catch (error) {
      queueError = error instanceof Error ? error.message : String(error);
      deps.logger.warn("crawl-now job not queued", { bindingId, error });
    }
  }
  return {
    bindingId,
    requested: true,
    nextRunAt: at,
    bindingPaused: binding.paused,
    profilePaused,
    jobId,
    queueError,
  };
}

/** What the admin reads after asking for a crawl: queued now, or when the scheduler will take it and why. */
export function crawlNowNotice(result: Awaited<ReturnType<typeof crawlNow>>): string {
  const base = `Crawl requested for ${result.bindingId}`;
  const paused = result.bindingPaused
    ? "the binding is paused, so the scheduler skips it until the binding is resumed"
    : result.profilePaused
      ? "its profile is paused, so the scheduler skips it until the profile is resumed"
      : null;
  if (result.jobId) return `${base}: crawl job ${result.jobId} queued now${paused ? `; ${paused}` : ""}.`;
  const scheduler = paused ?? "the scheduler picks it up at its next tick";
  if (result.queueError) return `${base}: queueing a job at once failed (${result.queueError}); ${scheduler}.`;
  return `${base}: ${scheduler}.`;
}
