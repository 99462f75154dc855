import { type Decider, DomainError } from "../eventstore/decider.ts";
import { sameJson } from "../eventstore/same-json.ts";
import { SocialInputError } from "./account-decider.ts";
import type { PostTemplate, PostTemplateEvent, TemplateStatus } from "./events.ts";
import { parseInput, postTemplateInputSchema } from "./schema.ts";

export type PostTemplateCommand =
  | { type: "CreateTemplate"; templateId: string; input: unknown }
  | { type: "EditTemplate"; templateId: string; input: unknown }
  | { type: "ChangeTemplateStatus"; templateId: string; to: TemplateStatus };

export type PostTemplateState = (PostTemplate & { status: TemplateStatus }) | null;

/** A template is written as a draft, published to be used, archived when retired; an archived one comes back as a draft. */
export const TEMPLATE_TRANSITIONS: Record<TemplateStatus, readonly TemplateStatus[]> = {
  draft: ["published", "archived"],
  published: ["draft", "archived"],
  archived: ["draft"],
};

export const postTemplateDecider: Decider<PostTemplateCommand, PostTemplateEvent, PostTemplateState> = {
  initialState: () => null,
  evolve(state, event) {
    switch (event.type) {
      case "PostTemplateCreated":
        return { ...event.data, status: "draft" };
      case "PostTemplateEdited":
        return state ? { ...event.data, status: state.status } : state;
      case "PostTemplateStatusChanged":
        return state ? { ...state, status: event.data.to } : state;
    }
  },
  decide(command, state) {
    if (command.type === "CreateTemplate") {
      if (state) throw new DomainError("template_exists", `Template ${command.templateId} already exists`, 409);
      const parsed = parseInput(postTemplateInputSchema, command.input);
      if (!parsed.ok) throw new SocialInputError(parsed.issues);
      return [{ type: "PostTemplateCreated", data: { templateId: command.templateId, ...parsed.value } }];
    }
    if (!state) throw new DomainError("template_not_found", `No post template ${command.templateId}`, 404);
    if (command.type === "EditTemplate") {
      if (state.status === "archived") {
        throw new DomainError(
          "template_archived",
          "An archived template must be moved back to draft before editing",
          409,
        );
      }
      const parsed = parseInput(postTemplateInputSchema, command.input);
      if (!parsed.ok) throw new SocialInputError(parsed.issues);
      const next: PostTemplate = { templateId: state.templateId, ...parsed.value };
      const { status: _status, ...current } = state;
      if (sameJson(next, current)) return [];
      return [{ type: "PostTemplateEdited", data: next }];
    }
    if (command.to === state.status) return [];
    if (!TEMPLATE_TRANSITIONS[state.status].includes(command.to)) {
      throw new DomainError(
        "invalid_transition",
        `${state.status === "archived" ? "An" : "A"} ${state.status} template cannot become ${command.to}`,
        409,
      );
    }
    return [
      {
        type: "PostTemplateStatusChanged",
        data: { templateId: state.templateId, from: state.status, to: command.to },
      },
    ];
  },
};
