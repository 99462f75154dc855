import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ACTIVE_SHARE_NETWORKS, type ShareNetworkEntry } from "../../core/share/networks.ts";
import { LanguageProvider } from "../i18n/dictionary.ts";
import { languageOfPath } from "../route-table.ts";
import { ToastProvider } from "../site/toast/toast.tsx";
import { ShareBar } from "./share-bar.tsx";
import { fetchShareNetworks, SHARE_NETWORKS_PATH } from "./share-networks.ts";

const DealShare = () => <ShareBar path="/oferta/A1B2C" text="София → Рим за 89 лв." short />;
const PageShare = () => <ShareBar path="/oferta/A1B2C" text="София → Рим за 89 лв." />;

/** Server-renders a ShareBar as a page would, with the root loader's data. */
function render(path: string, shareNetworks: readonly ShareNetworkEntry[], props: { short?: boolean } = {}) {
  const Stub = createRoutesStub([{ id: "root", path: "/*", Component: props.short ? DealShare : PageShare }]);
  return renderToString(
    <LanguageProvider lang={languageOfPath(path)}>
      <ToastProvider>
        <Stub
          initialEntries={[path]}
          hydrationData={{ loaderData: { root: { publicUrl: "https://flydeals.bg", shareNetworks } } }}
        />
      </ToastProvider>
    </LanguageProvider>,
  );
}

const decode = (html: string) => html.replaceAll("&amp;", "&");

describe("ShareBar on the server", () => {
  it("renders working share links for every active network, in a new tab, without JavaScript", () => {
    const html = decode(render("/oferta/A1B2C", ACTIVE_SHARE_NETWORKS, { short: true }));
    const url = encodeURIComponent("https://flydeals.bg/oferta/A1B2C");
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(html).toContain(`href="https://t.me/share/url?url=${url}&text=`);
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${url}&text=`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`);
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Сподели чрез X (Twitter) (отваря се в нов раздел)"');
    // the short link, absolute, selectable for copying by hand
    expect(html).toContain('value="https://flydeals.bg/oferta/A1B2C"');
    expect(html).toContain("Кратка връзка");
    // buttons that need JavaScript appear only after hydration
    expect(html).not.toContain("Копирай");
    expect(html).not.toContain("Сподели от устройството");
  });

  it("says in English that no network is active and where they are switched on", () => {
    const html = render("/en/deal/A1B2C", []);
    expect(html).toContain("No social networks are switched on for sharing yet");
    expect(html).toContain("admin dashboard");
    expect(html).not.toContain("share-link");
  });
});

describe("fetchShareNetworks", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

  it("asks GET /api/share/networks with cookies and keeps known networks only", async () => {
    const fetcher = answer(200, {
      success: true,
      data: [{ network: "telegram", label: "Telegram" }, { network: "myspace", label: "MySpace" }, null],
    });
    expect(await fetchShareNetworks(undefined, fetcher as typeof fetch)).toEqual([
      { network: "telegram", label: "Telegram" },
    ]);
    expect(fetcher).toHaveBeenCalledWith(SHARE_NETWORKS_PATH, expect.objectContaining({ credentials: "include" }));
    expect(SHARE_NETWORKS_PATH).toBe("/api/share/networks");
  });

  it("fails on a non-OK status with the status and the body (or the status text)", async () => {
    await expect(fetchShareNetworks(undefined, answer(503, "down") as typeof fetch)).rejects.toThrow("503: down");
    const empty = vi.fn(async () => new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(fetchShareNetworks(undefined, empty as typeof fetch)).rejects.toThrow("500: Internal Server Error");
  });

  it("fails when the answer says success false", async () => {
    await expect(
      fetchShareNetworks(undefined, answer(200, { success: false, data: [] }) as typeof fetch),
    ).rejects.toThrow(/unsuccessful/);
  });
});
