import { Link } from "react-router";
import { FaqList } from "../catalog/faq-list.tsx";
import { DealList } from "../deals/deal-list.tsx";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { pathFor } from "../route-table.ts";
import type { CmsPageData, RenderedBlock } from "./cms-page-data.ts";

/** A link the editor wrote: a path on this site stays in the app, an address elsewhere leaves it. */
function CtaLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <Link className="button" to={href}>
      {label}
    </Link>
  ) : (
    <a className="button" href={href} rel="noopener">
      {label}
    </a>
  );
}

function Block({ block, requestTime }: { block: RenderedBlock; requestTime: string }) {
  const { lang, t } = useLanguage();
  switch (block.type) {
    case "text":
      return (
        <section className="cms-text">
          {block.heading && <h2>{block.heading}</h2>}
          <RichHtml className="cms-rich" html={block.body} />
        </section>
      );
    case "picture":
      return (
        <figure className="cms-picture">
          <img
            src={block.src}
            srcSet={block.srcSet || undefined}
            width={block.width}
            height={block.height}
            sizes="(min-width: 1100px) 1040px, 100vw"
            alt={block.alt}
            loading="lazy"
            decoding="async"
          />
        </figure>
      );
    case "deals":
      return (
        <section className="cms-deals">
          {block.heading && <h2>{block.heading}</h2>}
          {block.deals.length > 0 ? (
            <DealList deals={block.deals} now={requestTime} />
          ) : (
            <p className="cms-deals__empty">
              <Link to={pathFor("bestDeals", lang)}>{t.cms.dealsEmpty}</Link>
            </p>
          )}
        </section>
      );
    case "faq":
      return (
        <section className="cms-faq">
          <FaqList items={block.items} />
        </section>
      );
    case "cta":
      return (
        <p className="cms-cta">
          <CtaLink href={block.href} label={block.label} />
        </p>
      );
  }
}

/**
 * An editor's rich text as HTML: only what the allowlist kept (core/cms/rich-text.ts), on save and
 * again in the loader after `{param}` values went in. The one place the site renders HTML it did
 * not write itself.
 */
export function RichHtml({ html, className }: { html: string; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized to the allowlist twice, see above
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Says at the top of a page that it shows a draft, to whoever holds a preview token. */
export function PreviewBanner({ snapshot }: { snapshot: number | null }) {
  const { t } = useLanguage();
  return (
    <aside className="cms-preview-banner" role="status" data-testid="preview-banner">
      <div className="container">
        <strong>{t.cms.previewBanner}</strong>
        {snapshot !== null && ` · ${fill(t.cms.previewSnapshot, { snapshot })}`}
        <span>{t.cms.previewNote}</span>
      </div>
    </aside>
  );
}

/** An editor's blocks in order, as any screen shows them. */
export function CmsBlockList({ blocks, requestTime }: { blocks: readonly RenderedBlock[]; requestTime: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        // blocks have no ids: their order is what the editor saved
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} block={block} requestTime={requestTime} />
      ))}
    </>
  );
}

/** The opening text block (the page's title and lead) and the blocks after it. */
export function splitOpening(blocks: readonly RenderedBlock[]) {
  const [first, ...others] = blocks;
  const opening = first?.type === "text" ? first : null;
  return { opening, rest: opening ? others : blocks };
}

/**
 * A page an editor wrote in /nimda: the first text block's heading is the page's title and its
 * words the lead; the other blocks follow in the editor's order. A preview says so at the top.
 */
export function CmsPageView({ page }: { page: CmsPageData }) {
  const { t } = useLanguage();
  const { opening, rest } = splitOpening(page.blocks);
  const title = opening?.heading ?? page.seo.title;
  return (
    <>
      {page.preview && <PreviewBanner snapshot={page.snapshot} />}
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: title ?? "" }]} />
          {title && <h1>{title}</h1>}
          {opening && <RichHtml className="lead cms-rich" html={opening.body} />}
        </div>
      </section>
      <div className="container cms-page" data-testid="cms-page" data-page={page.pageKey}>
        {page.blocks.length === 0 && <p>{t.cms.emptyPreview}</p>}
        <CmsBlockList blocks={rest} requestTime={page.requestTime} />
      </div>
    </>
  );
}
