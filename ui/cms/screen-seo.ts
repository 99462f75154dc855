import type { MetaDescriptor } from "react-router";
import { PRODUCT_KEY } from "../../core/constants.ts";
import { mediaPath } from "../../core/media/paths.ts";

/** What an editor set in /nimda for a screen's address; each null keeps the screen's own. */
export interface ScreenSeo {
  title: string | null;
  description: string | null;
  ogMediaId: string | null;
  canonical: string | null;
  noindex: boolean;
}

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

export const SITE_LAYOUT_ID = "site";

function screenSeoOf(matches: Matches): ScreenSeo | null {
  const site = matches.find((match) => match?.id === SITE_LAYOUT_ID)?.data as { cmsSeo?: ScreenSeo | null } | undefined;
  return site?.cmsSeo ?? null;
}

/** The canonical address an editor set for the page being shown, or null. */
export function screenCanonical(
  matches: readonly { id: string; data?: unknown; loaderData?: unknown }[],
): string | null {
  const site = matches.find((match) => match.id === SITE_LAYOUT_ID);
  const data = (site?.loaderData ?? site?.data) as { cmsSeo?: ScreenSeo | null } | undefined;
  return data?.cmsSeo?.canonical ?? null;
}

const origin = (matches: Matches) =>
  (
    (matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined)?.publicUrl ?? ""
  ).replace(/\/+$/, "");

/** A screen's meta with the editor's SEO laid over it: title, description, sharing picture, noindex, canonical. */
export function applyScreenSeo(descriptors: MetaDescriptor[], matches: Matches): MetaDescriptor[] {
  const seo = screenSeoOf(matches);
  if (!seo) return descriptors;
  const replaced = descriptors.map((descriptor): MetaDescriptor => {
    const d = descriptor as Record<string, string | undefined>;
    if (seo.title && "title" in d) return { title: `${seo.title} | ${PRODUCT_KEY}` };
    if (seo.title && (d.property === "og:title" || d.name === "twitter:title"))
      return { ...descriptor, content: seo.title } as MetaDescriptor;
    if (
      seo.description &&
      (d.name === "description" || d.property === "og:description" || d.name === "twitter:description")
    )
      return { ...descriptor, content: seo.description } as MetaDescriptor;
    if (seo.ogMediaId && (d.property === "og:image" || d.name === "twitter:image"))
      return { ...descriptor, content: `${origin(matches)}${mediaPath(seo.ogMediaId, "original")}` } as MetaDescriptor;
    return descriptor;
  });
  const image =
    seo.ogMediaId && !replaced.some((d) => (d as { property?: string }).property === "og:image")
      ? [{ property: "og:image", content: `${origin(matches)}${mediaPath(seo.ogMediaId, "original")}` }]
      : [];
  return [
    ...replaced.filter((d) => !(seo.noindex && (d as { name?: string }).name === "robots")),
    ...image,
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Wraps a screen's meta function so the editor's SEO for its address wins over the screen's defaults. */
export function withCmsSeo<Args extends { matches: Matches }>(meta: (args: Args) => MetaDescriptor[]) {
  // a screen's meta called on its own (a test) has no matches: nothing to lay over it
  return (args: Args): MetaDescriptor[] => applyScreenSeo(meta(args), args.matches ?? []);
}
