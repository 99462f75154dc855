import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryAudit } from "../../../core/audit/audit.ts";
import { runGenerationCommand } from "../../../core/content-generation/service.ts";
import { type AdminSessionCookie, type AdminTestBed, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

interface JobJson {
  jobId: string;
  pageKey: string;
  locale: "bg" | "en";
  status: string;
  attempt: number;
  editorPath: string;
}

async function jobsOf(pageKey: string, status?: string): Promise<JobJson[]> {
  await bed.projections.catchUp();
  const response = await bed.api(`/nimda/api/generation${status ? `?status=${status}` : ""}`, session);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { jobs: JobJson[] } };
  return body.data.jobs.filter((job) => job.pageKey === pageKey);
}

const events = () => bed.eventCount();

describe("/nimda/generation", () => {
  it("lists the jobs with a request form, in the navigation", async () => {
    const response = await bed.request("/nimda/generation", { session });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Generate drafts");
    expect(html).toContain('href="/nimda/generation"');
    expect(html).toContain('value="sight:BCN:sagrada-familia"');
    expect(html).toContain("No generation jobs");
  });

  it("requests drafts in both languages from the form, audited, and shows them pending with editor links", async () => {
    const response = await bed.postForm("/nimda/generation", session, {
      target: "destination:BCN",
      locales: ["bg", "en"],
      generator: "builtin",
    });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Queued 2 draft(s) of destination-BCN.");
    const jobs = await jobsOf("destination-BCN");
    expect(jobs.map((j) => [j.locale, j.status, j.attempt]).sort()).toEqual([
      ["bg", "pending", 1],
      ["en", "pending", 1],
    ]);
    const html = await (await bed.request("/nimda/generation?status=pending", { session })).text();
    expect(html).toContain('href="/nimda/cms/destination-BCN/content/bg"');
    expect(html).toContain('href="/nimda/cms/destination-BCN/content/en"');
    expect(html).toContain("Cancel");
    const audit = await queryAudit(bed.database.sql, { streamId: "cmsgen-destination-BCN-bg" });
    expect(audit[0]).toMatchObject({ action: "generation.request", actor: "admin:admin" });
    const page = await bed.store.readStream("cmspage-destination-BCN");
    expect(page.events.map((e) => e.type)).toEqual(["CmsPageCreated"]);
  });

  it("refuses a second request while a job of the page and language is open (409), storing nothing", async () => {
    const before = await events();
    const response = await bed.postForm("/nimda/generation", session, { target: "destination:BCN", locales: ["en"] });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("already being generated");
    expect(await events()).toBe(before);
  });

  it("refuses bad input with the field's message and stores nothing", async () => {
    const before = await events();
    const cases: Array<[Record<string, string | string[]>, number, string]> = [
      [{ target: "", locales: ["bg"] }, 400, "Kind must be destination or sight"],
      [{ target: "destination:MAD", locales: [] }, 400, "Choose Bulgarian, English or both"],
      [{ target: "destination:MAD", locales: ["de"] }, 400, "Choose Bulgarian, English or both"],
      [{ target: "destination:mad", locales: ["bg"] }, 400, "An IATA code is three capital letters"],
      [{ target: "planet:MAD", locales: ["bg"] }, 400, "Kind must be destination or sight"],
      [{ target: "sight:BCN:sägrada-<script>", locales: ["bg"] }, 400, "A sight is its English slug"],
      // the shell refuses NUL bytes before any area sees them
      [{ target: "sight:BCN:\u0000", locales: ["bg"] }, 400, "not allowed"],
      [{ target: "destination:MAD", locales: ["bg"], generator: "openai" }, 400, "OPENAI_API_KEY"],
      [{ target: "destination:MAD", locales: ["bg"], generator: "skynet" }, 400, "Generator must be one of"],
      [{ target: "destination:XYZ", locales: ["bg"] }, 404, "The catalog has no destination XYZ"],
      [{ target: "sight:BCN:big-ben", locales: ["bg"] }, 404, "The catalog has no sight"],
    ];
    for (const [fields, status, message] of cases) {
      const response = await bed.postForm("/nimda/generation", session, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await response.text()).toContain(message.replace("<", "&lt;"));
    }
    const filter = await bed.request("/nimda/generation?status=done", { session });
    expect(filter.status).toBe(400);
    expect(await filter.text()).toContain("Status must be one of");
    expect(await events()).toBe(before);
  });

  it("cancels an open job and retries it as the next attempt; refuses what may not be", async () => {
    const [job] = await jobsOf("destination-BCN").then((jobs) => jobs.filter((j) => j.locale === "bg"));
    if (!job) throw new Error("no job");
    const retryOpen = await bed.postForm(`/nimda/generation/${job.jobId}/retry`, session, {});
    expect(retryOpen.status).toBe(409);
    expect(await retryOpen.text()).toContain("only a failed or cancelled job can be retried");
    const cancelled = await bed.postForm(`/nimda/generation/${job.jobId}/cancel`, session, {});
    expect(cancelled.status).toBe(303);
    expect(noticeOf(cancelled)).toBe("Job cancelled.");
    await bed.projections.catchUp();
    expect(noticeOf(await bed.postForm(`/nimda/generation/${job.jobId}/cancel`, session, {}))).toBe(
      "The job was already cancelled.",
    );
    const retried = await bed.postForm(`/nimda/generation/${job.jobId}/retry`, session, {});
    expect(retried.status).toBe(303);
    expect(noticeOf(retried)).toBe("Job queued again as attempt 2.");
    const pending = await jobsOf("destination-BCN", "pending");
    expect(pending.find((j) => j.locale === "bg")).toMatchObject({ attempt: 2 });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-job"]) {
      expect((await bed.postForm(`/nimda/generation/${id}/cancel`, session, {})).status).toBe(404);
      expect((await bed.postForm(`/nimda/generation/${id}/retry`, session, {})).status).toBe(404);
    }
  });
});

describe("/nimda/api/generation", () => {
  it("requests, shows, cancels and retries a job as JSON", async () => {
    const created = await bed.api("/nimda/api/generation", session, {
      method: "POST",
      body: { kind: "sight", iata: "PAR", sightSlug: "louvre-museum", locales: ["en"] },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { jobs: Array<{ jobId: string; pageKey: string }> } };
    expect(data.jobs).toHaveLength(1);
    const jobId = data.jobs[0]?.jobId ?? "";
    expect(data.jobs[0]?.pageKey).toBe("sight-PAR-louvre-museum");
    await bed.projections.catchUp();
    const shown = await bed.api(`/nimda/api/generation/${jobId}`, session);
    expect(await shown.json()).toMatchObject({
      data: { status: "pending", generator: "builtin", editorPath: "/nimda/cms/sight-PAR-louvre-museum/content/en" },
    });
    const conflict = await bed.api("/nimda/api/generation", session, {
      method: "POST",
      body: { kind: "sight", iata: "PAR", sightSlug: "louvre-museum", locales: ["en"] },
    });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ error: { code: "job_open" } });

    // the worker starts and fails it
    const ref = { jobId, pageKey: "sight-PAR-louvre-museum", locale: "en" as const, at: new Date().toISOString() };
    await runGenerationCommand(bed.store, { type: "StartGeneration", ...ref }, { actor: "test" });
    await runGenerationCommand(bed.store, { type: "FailGeneration", ...ref, error: "The chat API failed (500)" }, {});
    await bed.projections.catchUp();
    const failedList = await bed.api("/nimda/api/generation?status=failed", session);
    expect(await failedList.json()).toMatchObject({ data: { jobs: [{ jobId, error: "The chat API failed (500)" }] } });
    const cancelFailed = await bed.api(`/nimda/api/generation/${jobId}/cancel`, session, { method: "POST" });
    expect(cancelFailed.status).toBe(409);

    const wrongGenerator = await bed.api(`/nimda/api/generation/${jobId}/retry`, session, {
      method: "POST",
      body: { generator: "openai" },
    });
    expect(wrongGenerator.status).toBe(400);
    const retried = await bed.api(`/nimda/api/generation/${jobId}/retry`, session, { method: "POST", body: {} });
    expect(retried.status).toBe(201);
    const retry = (await retried.json()) as { data: { jobId: string; attempt: number } };
    expect(retry.data).toMatchObject({ retryOf: jobId, attempt: 2 });
    await bed.projections.catchUp();
    const cancel = await bed.api(`/nimda/api/generation/${retry.data.jobId}/cancel`, session, { method: "POST" });
    expect(await cancel.json()).toMatchObject({ data: { status: "cancelled", changed: true } });
  });

  it("answers bad input with a 4xx envelope naming the field, storing nothing", async () => {
    const before = await events();
    const post = (body: unknown) => bed.api("/nimda/api/generation", session, { method: "POST", body });
    const cases: Array<[unknown, number, string]> = [
      [[1, 2], 400, "invalid_json"],
      [{ kind: "destination", iata: "MAD", locales: ["bg"], extra: 1 }, 400, "validation_failed"],
      [{ kind: "destination", iata: "MAD", locales: "bg" }, 400, "validation_failed"],
      [{ kind: "sight", iata: "BCN", locales: ["bg"] }, 400, "validation_failed"],
      [{ kind: "destination", iata: "M\u0000D", locales: ["bg"] }, 400, "validation_failed"],
      [{ kind: "destination", iata: "QQQ", locales: ["bg"] }, 404, "entity_not_found"],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, error: { code } });
    }
    const garbled = await bed.request("/nimda/api/generation", {
      session,
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: '{"kind": \u00ff',
    });
    expect(garbled.status).toBe(400);
    const badStatus = await bed.api("/nimda/api/generation?status=d%C3%B6ne", session);
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({ error: { issues: [{ path: "status" }] } });
    expect((await bed.api("/nimda/api/generation/nope", session)).status).toBe(404);
    expect((await bed.api("/nimda/api/generation/nope/retry", session, { method: "POST" })).status).toBe(404);
    expect(await events()).toBe(before);
  });

  it("keeps strangers out", async () => {
    const stranger = await bed.request("/nimda/api/generation");
    expect([401, 403]).toContain(stranger.status);
  });
});
