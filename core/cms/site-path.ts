/**
 * Whether a link stays on this site: a path starting with one slash. Browsers read `\` as `/`
 * and drop tabs and line breaks inside a URL, so `/\evil.example` and `/<tab>/evil.example`
 * lead to another host, as `//evil.example` does.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href.replace(/[\t\n\r]/g, ""));
}
