import { randomUUID } from "node:crypto";
import { z } from "zod";
import { adminActor } from "../../../core/admin-auth/auth.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import type { VisaCommand, VisaState } from "../../../core/visa/decider.ts";
import { changedFields, VISA_RULE_FIELDS, type VisaRule, type VisaRuleField } from "../../../core/visa/rule.ts";
import { runVisaCommand } from "../../../core/visa/service.ts";
import { type ErrorIssue, zodIssues } from "../../errors.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import type { VisaFormName } from "./country-data.ts";
import {
  countryParam,
  editFromForm,
  type FormBody,
  optionalComment,
  REJECT_COMMENT_REQUIRED,
  ROLLBACK_COMMENT_REQUIRED,
  requiredComment,
  text,
  texts,
  visaRuleSchema,
} from "./input.ts";
import { loadVisa } from "./queries.ts";

interface ActionContext {
  countryCode: string;
  reviewer: string;
  state: VisaState;
  /** The revision named in the path, for approve and reject. */
  revisionId: string;
}

export interface VisaAction<Input> {
  /** After /nimda/visa/:countryCode and /nimda/api/visa/:countryCode. */
  path: string;
  form: VisaFormName;
  audit: string;
  schema: z.ZodType<Input>;
  fromForm(body: FormBody): unknown;
  /** null: nothing to change. */
  command(input: Input, context: ActionContext): VisaCommand | null;
  notice(input: Input, changed: boolean): string;
}

const action = <Input>(definition: VisaAction<Input>) => definition as unknown as VisaAction<unknown>;

const currentRule = (state: VisaState) => state.revisions.find((r) => r.revisionId === state.currentRevisionId)?.rule;

export const VISA_ACTIONS = [
  action({
    path: "/revisions/:revisionId/approve",
    form: "approve",
    audit: "visa.approve",
    schema: z.strictObject({ comment: optionalComment }),
    fromForm: (body) => ({ comment: text(body, "comment") }),
    command: (input, { revisionId, reviewer }) => ({
      type: "ApproveRevision",
      revisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Revision approved: it is the current rule now.",
  }),
  action({
    path: "/revisions/:revisionId/reject",
    form: "reject",
    audit: "visa.reject",
    schema: z.strictObject({ comment: requiredComment(REJECT_COMMENT_REQUIRED) }),
    fromForm: (body) => ({ comment: text(body, "comment") }),
    command: (input, { revisionId, reviewer }) => ({
      type: "RejectRevision",
      revisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Revision rejected.",
  }),
  action({
    path: "/edit",
    form: "edit",
    audit: "visa.edit",
    schema: z
      .strictObject({
        changes: visaRuleSchema.partial(),
        lockFields: z.boolean("lockFields must be true or false").default(false),
        comment: optionalComment,
      })
      .refine((input) => Object.keys(input.changes).length > 0, {
        message: "Change at least one field",
        path: ["changes"],
      }),
    fromForm: editFromForm,
    command: (input, { countryCode, reviewer, state }) => {
      const live = currentRule(state);
      const candidate = { ...live, ...input.changes } as VisaRule;
      // only the fields that really change are sent, so only they get locked
      const fields = live ? changedFields(live, candidate) : (Object.keys(input.changes) as VisaRuleField[]);
      if (fields.length === 0) return null;
      return {
        type: "EditManually",
        countryCode,
        revisionId: randomUUID(),
        changes: Object.fromEntries(fields.map((f) => [f, candidate[f]])) as Partial<VisaRule>,
        reviewer,
        comment: input.comment,
        lockFields: input.lockFields,
      };
    },
    notice: (input, changed) =>
      !changed
        ? "Nothing changed: the rule already has these values."
        : input.lockFields
          ? "Rule saved; the changed fields are locked against automated updates."
          : "Rule saved.",
  }),
  action({
    path: "/unlock",
    form: "unlock",
    audit: "visa.unlock",
    schema: z.strictObject({
      fields: z
        .array(z.enum(VISA_RULE_FIELDS, "Unknown visa rule field"), "Choose at least one field to unlock")
        .min(1, "Choose at least one field to unlock"),
    }),
    fromForm: (body) => ({ fields: texts(body, "fields") }),
    command: (input, { reviewer }) => ({ type: "UnlockFields", fields: input.fields, by: reviewer }),
    notice: (input, changed) => (changed ? `Unlocked: ${input.fields.join(", ")}.` : "Those fields were not locked."),
  }),
  action({
    path: "/auto-update",
    form: "auto-update",
    audit: "visa.auto_update",
    schema: z.strictObject({ autoUpdateDisabled: z.boolean("autoUpdateDisabled must be true or false") }),
    fromForm: (body) => {
      const value = text(body, "autoUpdateDisabled");
      return { autoUpdateDisabled: value === "true" ? true : value === "false" ? false : value };
    },
    command: (input, { reviewer }) => ({ type: "SetAutoUpdate", disabled: input.autoUpdateDisabled, by: reviewer }),
    notice: (input) => (input.autoUpdateDisabled ? "Automatic updates are disabled." : "Automatic updates are on."),
  }),
  action({
    path: "/rollback",
    form: "rollback",
    audit: "visa.rollback",
    schema: z.strictObject({
      toRevisionId: z.guid("Choose a revision to restore"),
      comment: requiredComment(ROLLBACK_COMMENT_REQUIRED),
    }),
    fromForm: (body) => ({ toRevisionId: text(body, "toRevisionId"), comment: text(body, "comment") }),
    command: (input, { reviewer }) => ({
      type: "Rollback",
      revisionId: randomUUID(),
      toRevisionId: input.toRevisionId,
      reviewer,
      comment: input.comment,
    }),
    notice: () => "Rolled back: the restored rule is current now.",
  }),
];

type Outcome =
  | { kind: "done"; countryCode: string; changed: boolean; revisionId: string | null; notice: string }
  | { kind: "invalid"; countryCode: string; issues: ErrorIssue[] }
  | { kind: "refused"; countryCode: string; error: DomainError }
  | { kind: "missing"; message: string };

export async function perform(
  deps: AdminDeps,
  c: AdminContext,
  act: VisaAction<unknown>,
  raw: unknown,
): Promise<Outcome> {
  const countryCode = countryParam(c);
  if (!countryCode) return { kind: "missing", message: "No such country" };
  const pathRevision = c.req.param("revisionId");
  if (pathRevision !== undefined && !z.guid().safeParse(pathRevision).success) {
    return { kind: "missing", message: `No revision ${pathRevision}` };
  }
  const state = await loadVisa(deps.store, countryCode);
  if (!state) return { kind: "missing", message: `No visa rule for ${countryCode}` };
  const parsed = act.schema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", countryCode, issues: zodIssues(parsed.error) };
  const reviewer = adminActor(c.get("session").sub);
  const command = act.command(parsed.data, { countryCode, reviewer, state, revisionId: pathRevision ?? "" });
  if (!command)
    return { kind: "done", countryCode, changed: false, revisionId: null, notice: act.notice(parsed.data, false) };
  try {
    const result = await runVisaCommand(deps.store, countryCode, command, auditMetadata(c, act.audit));
    const changed = result.events.length > 0;
    return {
      kind: "done",
      countryCode,
      changed,
      revisionId: "revisionId" in command ? command.revisionId : null,
      notice: act.notice(parsed.data, changed),
    };
  } catch (error) {
    if (error instanceof DomainError) return { kind: "refused", countryCode, error };
    throw error;
  }
}
