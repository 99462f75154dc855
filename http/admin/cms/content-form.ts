import type { z } from "zod";
import type { ContentBlock } from "../../../core/cms/content-blocks.ts";
import { bgnToEur, toBgn } from "../../../core/pricing/money.ts";
import type { Issue } from "../shell/components.tsx";
import { type FormBody, formText } from "../shell/form-fields.ts";

/**
 * The content editor is one plain form (the admin ships no script): each block a fieldset of
 * text fields named `block-<n>-<field>`, a position to reorder and a box to remove it, and one
 * empty block of a chosen type at the end. This module turns it into blocks and back.
 */
export const BLOCK_FIELDS = [
  "type",
  "heading",
  "body",
  "mediaId",
  "alt",
  "from",
  "to",
  "maxPriceEur",
  "collection",
  "limit",
  "faq",
  "label",
  "href",
  "position",
] as const;
export type BlockField = (typeof BLOCK_FIELDS)[number];
export type BlockFormValues = Record<BlockField, string> & { remove: boolean };

export const NEW_BLOCK = "new";
const MAX_BLOCKS = 50;

const blank = (): BlockFormValues => ({
  ...(Object.fromEntries(BLOCK_FIELDS.map((field) => [field, ""])) as Record<BlockField, string>),
  remove: false,
});

/** FAQ items as the textarea shows them: "Q: …" and "A: …", a blank line between questions. */
export function faqText(items: { question: string; answer: string }[]): string {
  return items.map((item) => `Q: ${item.question}\nA: ${item.answer}`).join("\n\n");
}

export function faqItems(text: string): { question: string; answer: string }[] {
  return text
    .replaceAll("\r\n", "\n")
    .split(/\n\s*\n/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const answerAt = entry.search(/^A:/m);
      const question = (answerAt === -1 ? (entry.split("\n")[0] ?? "") : entry.slice(0, answerAt)).replace(/^Q:/, "");
      const answer = answerAt === -1 ? entry.split("\n").slice(1).join("\n") : entry.slice(answerAt + 2);
      return { question: question.trim(), answer: answer.trim() };
    });
}

export function blockValues(block: ContentBlock, position: number): BlockFormValues {
  const values = { ...blank(), type: block.type, position: String(position) };
  switch (block.type) {
    case "text":
      return { ...values, heading: block.heading ?? "", body: block.body };
    case "picture":
      return { ...values, mediaId: block.mediaId, alt: block.alt };
    case "deals":
      return {
        ...values,
        heading: block.heading ?? "",
        from: block.filter.from ?? "",
        to: block.filter.to ?? "",
        // kept in leva (the fares' currency), edited in euro like every price the site shows first
        maxPriceEur: block.filter.maxPriceBgn === undefined ? "" : String(bgnToEur(block.filter.maxPriceBgn)),
        collection: block.filter.collection ?? "",
        limit: String(block.limit),
      };
    case "faq":
      return { ...values, faq: faqText(block.items) };
    case "cta":
      return { ...values, label: block.label, href: block.href };
  }
}

const optional = (value: string) => (value.trim() === "" ? undefined : value);
const number = (value: string) => (value.trim() === "" ? undefined : Number(value));
/** Euro typed in the form, in leva at the fixed rate; what is not a number stays for the schema to refuse. */
const inLeva = (euro: number | undefined) => (euro === undefined || !Number.isFinite(euro) ? euro : toBgn(euro, "EUR"));

/** The block the fields describe, left for the schema to judge (unknown types included). */
function blockOf(values: BlockFormValues): unknown {
  switch (values.type) {
    case "text":
      return { type: "text", heading: optional(values.heading), body: values.body };
    case "picture":
      return { type: "picture", mediaId: values.mediaId.trim(), alt: values.alt };
    case "deals":
      return {
        type: "deals",
        heading: optional(values.heading),
        filter: {
          from: optional(values.from.trim().toUpperCase()),
          to: optional(values.to.trim().toUpperCase()),
          maxPriceBgn: inLeva(number(values.maxPriceEur.replace(",", "."))),
          collection: optional(values.collection),
        },
        limit: number(values.limit) ?? 6,
      };
    case "faq":
      return { type: "faq", items: faqItems(values.faq) };
    case "cta":
      return { type: "cta", label: values.label, href: values.href.trim() };
    default:
      return { type: values.type };
  }
}

function valuesAt(body: FormBody, prefix: string): BlockFormValues {
  const values = blank();
  for (const field of BLOCK_FIELDS) values[field] = formText(body, `${prefix}-${field}`);
  values.remove = formText(body, `${prefix}-remove`) !== "";
  return values;
}

export interface ParsedContentForm {
  /** The fields as sent, to show again when something is refused. */
  values: BlockFormValues[];
  /** The blocks in their new order, for the decider. */
  blocks: unknown[];
  /** For each block, the form row it came from (to put an error beside the right fieldset). */
  rows: number[];
}

export function parseContentForm(body: FormBody): ParsedContentForm {
  const count = Math.min(Math.max(Number.parseInt(formText(body, "blockCount"), 10) || 0, 0), MAX_BLOCKS);
  const values = Array.from({ length: count }, (_, index) => valuesAt(body, `block-${index}`));
  const added = valuesAt(body, `block-${NEW_BLOCK}`);
  const rows = values
    .map((row, index) => ({ row, index, at: Number.parseFloat(row.position) }))
    .filter(({ row }) => !row.remove)
    .sort((a, b) => (Number.isNaN(a.at) ? a.index : a.at) - (Number.isNaN(b.at) ? b.index : b.at) || a.index - b.index);
  const blocks = rows.map(({ row }) => blockOf(row));
  const order = rows.map(({ index }) => index);
  if (added.type !== "") {
    values.push(added);
    blocks.push(blockOf(added));
    order.push(values.length - 1);
  }
  return { values, blocks, rows: order };
}

/** A filter kept under another name than its form field: the form edits the leva cap in euro. */
const FORM_FIELD_OF_FILTER: Record<string, BlockField> = { maxPriceBgn: "maxPriceEur" };

/** Each schema issue named after the form field it belongs to: `block-<row>-<field>`. */
export function contentIssues(error: z.ZodError, rows?: readonly number[]): Issue[] {
  return error.issues.map((issue) => {
    const [index, field, ...rest] = issue.path;
    const row = typeof index === "number" ? (rows ? rows[index] : index) : undefined;
    if (row === undefined) return { path: "blocks", message: issue.message };
    const filterField = String(rest[0] ?? "filter");
    const name =
      field === "filter"
        ? (FORM_FIELD_OF_FILTER[filterField] ?? filterField)
        : field === "items"
          ? "faq"
          : String(field ?? "type");
    return { path: `block-${row}-${name}`, message: `Block ${row + 1}: ${issue.message}` };
  });
}
