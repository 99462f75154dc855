/**
 * One-off: writes the catalog's TypeScript data modules as JSON files beside them (decision
 * 0067). Values come from importing the modules; the comments between entries come from the
 * source, so section headings become groups and the why-comments become `note` fields.
 * Run once with `npx tsx scripts/catalog-data-to-json.ts`, then removed.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { AIRLINES } from "../core/catalog/data/airlines.ts";
import { CITY_NAMES_BG } from "../core/catalog/data/city-names-bg.ts";
import {
  COUNTRY_NAME_BG_OVERRIDES,
  COUNTRY_NAME_EN_OVERRIDES,
  DESTINATIONS,
} from "../core/catalog/data/destinations.ts";
import { FAQS } from "../core/catalog/data/faqs.ts";
import { SIGHTS_PART_1 } from "../core/catalog/data/sights/part1.ts";
import { SIGHTS_PART_2 } from "../core/catalog/data/sights/part2.ts";
import { SIGHTS_PART_3 } from "../core/catalog/data/sights/part3.ts";

const DIR = new URL("../core/catalog/data/", import.meta.url);

interface Element {
  /** comments before the element, in order, text without the // */
  leading: string[];
  /** a comment on the same line after the element (and its comma) */
  trailing?: string;
  /** for object literal properties, the key */
  key?: string;
}

/** The elements of `export const NAME = [...]` or `{...}` with the comments around them. */
function elementsOf(file: string, name: string): Element[] {
  const text = readFileSync(new URL(file, DIR), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let init: ts.Expression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) if (d.name.getText() === name) init = d.initializer;
  });
  if (!init) throw new Error(`${name} not found in ${file}`);
  const items = ts.isArrayLiteralExpression(init)
    ? init.elements
    : ts.isObjectLiteralExpression(init)
      ? init.properties
      : undefined;
  if (!items) throw new Error(`${name}: not a literal`);
  const comment = (r: ts.CommentRange) => {
    const raw = text.slice(r.pos, r.end);
    if (r.kind !== ts.SyntaxKind.SingleLineCommentTrivia) throw new Error(`${name}: block comment ${raw}`);
    return raw.replace(/^\/\/\s?/, "").trim();
  };
  const seen = new Set<number>();
  const out = items.map((item) => {
    const leading = (ts.getLeadingCommentRanges(text, item.pos) ?? []).filter((r) => !seen.has(r.pos));
    for (const r of leading) seen.add(r.pos);
    let after = item.end;
    if (text[after] === ",") after++;
    const trailing = (ts.getTrailingCommentRanges(text, after) ?? []).filter((r) => !seen.has(r.pos));
    for (const r of trailing) seen.add(r.pos);
    // a trailing comment of the last element is picked up as leading of the next one otherwise
    const element: Element = { leading: leading.map(comment) };
    if (trailing.length) element.trailing = trailing.map(comment).join("; ");
    if (ts.isPropertyAssignment(item)) element.key = item.name.getText().replace(/^"|"$/g, "");
    return element;
  });
  // every comment inside the literal must have been placed
  const all: number[] = [];
  const scan = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text.slice(init.pos, init.end),
  );
  for (let k = scan.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scan.scan()) {
    if (k === ts.SyntaxKind.SingleLineCommentTrivia || k === ts.SyntaxKind.MultiLineCommentTrivia) {
      all.push(init.pos + scan.getTokenStart());
    }
  }
  const lost = all.filter((pos) => !seen.has(pos));
  if (lost.length)
    throw new Error(`${name}: comments not placed: ${lost.map((p) => text.slice(p, p + 60)).join(" | ")}`);
  return out;
}

/** Splits entries into groups at heading comments; the other comments become the entry's note. */
function grouped<T extends object>(
  values: readonly T[],
  elements: Element[],
  isHeading: (comment: string) => string | undefined,
  groupKey: string,
  itemsKey: string,
) {
  if (values.length !== elements.length) throw new Error("values and elements differ in number");
  const groups: Record<string, unknown>[] = [];
  values.forEach((value, i) => {
    const element = elements[i]!;
    const notes: string[] = [];
    for (const comment of element.leading) {
      const heading = isHeading(comment);
      if (heading !== undefined) groups.push({ [groupKey]: heading, [itemsKey]: [] });
      else notes.push(comment);
    }
    if (element.trailing) notes.push(element.trailing);
    const group = groups.at(-1);
    if (!group) throw new Error("an entry before the first heading");
    (group[itemsKey] as unknown[]).push(notes.length ? { note: notes.join(" "), ...value } : value);
  });
  return groups;
}

function write(name: string, value: unknown) {
  writeFileSync(new URL(name, DIR), `${JSON.stringify(value, null, 2)}\n`);
}

// destinations: the region headings are in Bulgarian, the notes in English
write(
  "destinations.json",
  grouped(
    DESTINATIONS,
    elementsOf("destinations.ts", "DESTINATIONS"),
    (c) => (/[A-Za-z]/.test(c) ? undefined : c),
    "region",
    "destinations",
  ),
);

const AIRLINE_GROUPS = [
  "Bulgaria",
  "Low-cost",
  "Leisure and charter",
  "Star Alliance",
  "SkyTeam",
  "oneworld",
  "No alliance",
];
write(
  "airlines.json",
  grouped(
    AIRLINES,
    elementsOf("airlines.ts", "AIRLINES"),
    (c) => (AIRLINE_GROUPS.includes(c) ? c : undefined),
    "group",
    "airlines",
  ),
);

write(
  "faqs.json",
  grouped(FAQS, elementsOf("faqs.ts", "FAQS"), (c) => /^--- (.+) ---$/.exec(c)?.[1], "topic", "faqs"),
);

// city names: a record; groups of names, the one note beside its name
{
  const CITY_GROUPS = [
    "the brief's list (issue 12 point 8)",
    "Bulgaria",
    "Europe",
    "Americas",
    "Middle East, Africa, Asia, Oceania",
  ];
  const elements = elementsOf("city-names-bg.ts", "CITY_NAMES_BG");
  const entries = Object.entries(CITY_NAMES_BG);
  if (entries.length !== elements.length) throw new Error("city names differ in number");
  const groups: { group: string; names: Record<string, string>; notes?: Record<string, string> }[] = [];
  entries.forEach(([key, name], i) => {
    const element = elements[i]!;
    if (element.key !== key) throw new Error(`city names: ${element.key} vs ${key}`);
    const notes: string[] = [];
    for (const comment of element.leading) {
      if (CITY_GROUPS.includes(comment)) groups.push({ group: comment, names: {} });
      else notes.push(comment);
    }
    if (element.trailing) notes.push(element.trailing);
    const group = groups.at(-1)!;
    group.names[key] = name;
    if (notes.length) group.notes = { ...group.notes, [key]: notes.join(" ") };
  });
  write("city-names-bg.json", groups);
}

// country-name overrides: the trailing comments name the package's own name
{
  const overrides = (record: Record<string, string>, name: string) => {
    const elements = elementsOf("destinations.ts", name);
    return Object.fromEntries(
      Object.entries(record).map(([code, value], i) => {
        const element = elements[i]!;
        if (element.key !== code || element.leading.length) throw new Error(`${name}: ${code}`);
        return [code, element.trailing ? { name: value, note: element.trailing } : { name: value }];
      }),
    );
  };
  write("country-names.json", {
    bg: overrides(COUNTRY_NAME_BG_OVERRIDES, "COUNTRY_NAME_BG_OVERRIDES"),
    en: overrides(COUNTRY_NAME_EN_OVERRIDES, "COUNTRY_NAME_EN_OVERRIDES"),
  });
}

// sights: one file per destination, in the order of the parts; the headings only name the city
{
  mkdirSync(new URL("sights/", DIR), { recursive: true });
  const parts = [
    ["part1.ts", "SIGHTS_PART_1", SIGHTS_PART_1],
    ["part2.ts", "SIGHTS_PART_2", SIGHTS_PART_2],
    ["part3.ts", "SIGHTS_PART_3", SIGHTS_PART_3],
  ] as const;
  const order: string[] = [];
  const byDestination = new Map<string, unknown[]>();
  for (const [file, name, values] of parts) {
    const elements = elementsOf(`sights/${file}`, name);
    values.forEach((sight, i) => {
      const element = elements[i]!;
      const notes = element.leading.filter((c) => !/^(──|---)/.test(c));
      if (notes.length || element.trailing) throw new Error(`sight note: ${notes.join()} ${element.trailing}`);
      if (!byDestination.has(sight.destinationIata)) {
        byDestination.set(sight.destinationIata, []);
        order.push(sight.destinationIata);
      }
      byDestination.get(sight.destinationIata)!.push(sight);
    });
  }
  // the order must be the parts' order: each destination's sights stand together
  const flat = order.flatMap((code) => byDestination.get(code)!);
  const original = [...SIGHTS_PART_1, ...SIGHTS_PART_2, ...SIGHTS_PART_3];
  if (flat.some((s, i) => s !== original[i])) throw new Error("sights are not grouped by destination");
  for (const code of order) write(`sights/${code}.json`, byDestination.get(code));
  console.log(order.join(" "));
}
