import { randomUUID } from "node:crypto";
import { runPostCommand } from "../../../core/social/service.ts";
import { QUEUES } from "../../../workers/queues.ts";
import type { PublishPostJob } from "../../../workers/social-jobs.ts";
import { zodIssues } from "../../errors.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { attempt, invalid } from "../shell/outcome.ts";
import { CHOOSE_ACCOUNT, manualPostSchema } from "./input.ts";
import { loadAccount } from "./queries.ts";

/**
 * With pg-boss in this process the post goes out at once; without it the five-minute sweeper
 * (social.publish-due) picks up every due pending post. The notice says which.
 */
async function sendPublishJob(deps: AdminDeps, attemptId: string): Promise<string> {
  if (!deps.boss) return "the worker's sweeper publishes it within 5 minutes";
  try {
    await deps.boss.send(QUEUES.socialPublish, { attemptId } satisfies PublishPostJob, { singletonKey: attemptId });
    return "the publish job is queued";
  } catch (error) {
    deps.logger.warn("social publish job not queued", { attemptId, error });
    return "the publish job could not be queued; the sweeper publishes it within 5 minutes";
  }
}

export async function queueManualPost(c: AdminContext, deps: AdminDeps, input: Record<string, unknown>) {
  const parsed = manualPostSchema.safeParse(input);
  const account = await loadAccount(deps.store, input.accountId);
  const issues = [
    ...(account ? [] : [{ path: "accountId", message: CHOOSE_ACCOUNT }]),
    ...(parsed.success ? [] : zodIssues(parsed.error).filter((issue) => issue.path !== "accountId")),
  ];
  if (!parsed.success || !account) return invalid(issues);
  const { accountId, text, ...submission } = parsed.data;
  const attemptId = randomUUID();
  const data = {
    attemptId,
    accountId,
    network: account.network,
    dealId: null,
    templateId: null,
    submission,
    itinerarySignature: null,
    text,
    notBefore: new Date().toISOString(),
    origin: "manual" as const,
  };
  await runPostCommand(deps.store, attemptId, { type: "QueuePost", data }, auditMetadata(c, "social.post.create"));
  const how = await sendPublishJob(deps, attemptId);
  // the worker skips a disabled account's posts, hand-written ones too: say so now rather than let it look lost
  const disabled = account.enabled ? "" : " The account is disabled, so the worker will skip it.";
  return {
    ok: true as const,
    value: { attemptId, data, notice: `Post queued for ${account.name}: ${how}.${disabled}` },
  };
}

export async function retryPost(c: AdminContext, deps: AdminDeps, attemptId: string) {
  return attempt(async () => {
    const at = new Date().toISOString();
    await runPostCommand(deps.store, attemptId, { type: "RetryPost", at }, auditMetadata(c, "social.post.retry"));
    return { attemptId, notice: `Retry requested: ${await sendPublishJob(deps, attemptId)}.` };
  });
}

export async function cancelPost(c: AdminContext, deps: AdminDeps, attemptId: string) {
  const metadata = auditMetadata(c, "social.post.cancel");
  return attempt(async () => {
    const command = {
      type: "SkipPost" as const,
      reason: "cancelled" as const,
      detail: `Cancelled by ${String(metadata.actor)}`,
      at: new Date().toISOString(),
    };
    const result = await runPostCommand(deps.store, attemptId, command, metadata);
    return {
      attemptId,
      changed: result.events.length > 0,
      notice: result.events.length ? "Post cancelled." : "The post was already skipped.",
    };
  });
}
