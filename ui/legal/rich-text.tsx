import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OperatorDetails } from "../../core/config/env.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { legalCopy } from "../i18n/sections/legal.ts";
import { pathFor } from "../route-table.ts";
import { AUTHORITY_SITES, type Authority, constantValues, LINKED_SCREENS, type LinkedScreen } from "./pages.ts";

/** What a legal paragraph can name beyond the dictionary: who runs the site and where. */
export interface LegalValues {
  operator: OperatorDetails;
  /** The site's host name, from PUBLIC_URL. */
  site: string;
}

const isLinkedScreen = (name: string): name is LinkedScreen => (LINKED_SCREENS as readonly string[]).includes(name);
const isAuthority = (name: string): name is Authority => name in AUTHORITY_SITES;
const CODE_VALUES = new Set(["cookieName", "themeKey", "demoNoticeKey"]);

/** Renders one `{name}`: a link, a value or, for an unknown name, the placeholder itself. */
function Placeholder({ name, values }: { name: string; values: LegalValues }): ReactNode {
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  const links = legal.inlineLinks;
  if (name === "operator") return values.operator.name;
  if (name === "site") return values.site;
  if (name === "contact") {
    const email = values.operator.email;
    if (email) return <a href={`mailto:${email}`}>{email}</a>;
    return <Link to={pathFor("contactCustomers", lang)}>{links.contactCustomers}</Link>;
  }
  if (isLinkedScreen(name)) return <Link to={pathFor(name, lang)}>{links[name]}</Link>;
  if (isAuthority(name)) return <a href={AUTHORITY_SITES[name]}>{links[name]}</a>;
  const constant = constantValues(lang)[name];
  if (constant === undefined) return `{${name}}`;
  return CODE_VALUES.has(name) ? <code>{constant}</code> : constant;
}

/** Dictionary text with its `{name}` placeholders turned into links and values. */
export function RichText({ text, values }: { text: string; values: LegalValues }) {
  const parts = text.split(/\{(\w+)\}/);
  const nodes: ReactNode[] = [];
  // split() puts the captured names at the odd positions
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at] ?? "";
    nodes.push(at % 2 === 0 ? part : <Placeholder key={`${at}:${part}`} name={part} values={values} />);
  }
  return <>{nodes}</>;
}
