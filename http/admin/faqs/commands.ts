import { randomInt } from "node:crypto";
import type { CatalogCommand } from "../../../core/catalog/decider.ts";
import { runCatalogCommand } from "../../../core/catalog/seed.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import type { FaqInput } from "./input.ts";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Seeded FAQs are faq-001, faq-002…; new ones are faq- and 8 random characters, in the same key space. */
export function newFaqId(): string {
  let suffix = "";
  for (let i = 0; i < 8; i++) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `faq-${suffix}`;
}

/** Every FAQ change carries the signed-in admin's audit metadata. */
export async function runFaqCommand(deps: AdminDeps, c: AdminContext, command: CatalogCommand, action: string) {
  return runCatalogCommand(deps.store, command, auditMetadata(c, action));
}

export async function createFaq(deps: AdminDeps, c: AdminContext, input: FaqInput): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const id = newFaqId();
    try {
      await runFaqCommand(
        deps,
        c,
        { type: "RegisterEntry", kind: "faq", key: id, entry: { id, ...input } },
        "faq.create",
      );
      return id;
    } catch (error) {
      // a random id already taken: draw another
      if (!(error instanceof DomainError) || error.code !== "already_registered" || attempt >= 3) throw error;
    }
  }
}

export const toggles = [
  { path: "activate", active: true, action: "faq.activate", notice: "FAQ activated: it is shown on the site." },
  { path: "deactivate", active: false, action: "faq.deactivate", notice: "FAQ deactivated: it is hidden now." },
] as const;
