import xss, { type FilterXSS as FilterXssClass, type safeAttrValue as SafeAttrValue } from "xss";
import { isSitePath } from "./site-path.ts";

// A CommonJS package whose named exports Node's ESM loader cannot see: they are properties of the
// default export, which the package's types declare as the bare filter function.
const { FilterXSS, safeAttrValue } = xss as unknown as {
  FilterXSS: typeof FilterXssClass;
  safeAttrValue: typeof SafeAttrValue;
};

/**
 * The tags a CMS text block may use, each with the attributes it keeps (issue 17). Everything else
 * is removed with its content when it can run (script, style) and unwrapped otherwise, so an
 * editor's pasted markup keeps its words and loses its behaviour. decision 0076.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ["href", "title"],
};

/** A link may point to a path on this site, an https or http address, or a mail address. */
const OTHER_SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const safeHref = (href: string) => isSitePath(href) || OTHER_SAFE_HREF.test(href);

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"],
  allowCommentTag: false,
  // an unsafe href goes altogether rather than staying as an empty attribute
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "href" && !safeHref(value.trim())) return "";
    return undefined;
  },
  safeAttrValue(tag, name, value, cssFilter) {
    // the library's own check still runs: it decodes entities before it looks for javascript:
    return safeAttrValue(tag, name, value.trim(), cssFilter);
  },
});

/** The rich text with only the allowlist left; plain text passes through with `<`, `>` and `&` escaped. */
export function sanitizeRichText(html: string): string {
  // "под < 200 лв." is text, not the start of a tag the filter would swallow up to the next ">"
  return filter.process(html.replace(/<(?![A-Za-z/!])/g, "&lt;")).trim();
}
