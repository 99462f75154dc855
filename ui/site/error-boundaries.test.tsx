import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as CountryError } from "../catalog/country.tsx";
import { ErrorBoundary as SightError } from "../catalog/sight.tsx";
import { LanguageProvider } from "../i18n/dictionary.ts";
import type { Language } from "../route-table.ts";
import { ErrorBoundary as VisaError } from "../visa/visa.tsx";

type Boundary = (props: { error: unknown }) => React.ReactNode;

/** Renders a route's error boundary as the server would after its loader failed with `error`. */
function renderBoundary(Boundary: Boundary, error: unknown, lang: Language, path: string): string {
  const Stub = createRoutesStub([
    {
      id: "page",
      path,
      Component: () => null,
      ErrorBoundary: () => <Boundary error={error} />,
    },
  ]);
  return renderToString(
    <LanguageProvider lang={lang}>
      <Stub initialEntries={[path]} hydrationData={{ errors: { page: error } }} />
    </LanguageProvider>,
  );
}

/** What React Router hands the boundary after a loader threw `data(null, { status: 404 })`. */
const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };

describe("catalog error boundaries", () => {
  it("show the visa load failure with a retry link", () => {
    const html = renderBoundary(VisaError as Boundary, new Error("db down"), "en", "/en/visa/italy");
    expect(html).toContain("Failed to load");
    expect(html).toContain('href="/en/visa/italy"');
    expect(html).toContain("Retry");
    expect(renderBoundary(VisaError as Boundary, new Error("db down"), "bg", "/visa/italiya")).toContain(
      "Неуспешно зареждане",
    );
  });

  it("show the sight load failure text of spec section 8", () => {
    expect(renderBoundary(SightError as Boundary, new Error("x"), "en", "/en/italy/rome/sight/colosseum")).toContain(
      "We couldn&#x27;t load this sight right now. Please try again.",
    );
    expect(renderBoundary(SightError as Boundary, new Error("x"), "bg", "/italiya/rim/sight/kolizeumat")).toContain(
      "Не успяхме да заредим тази забележителност в момента. Моля, опитайте отново.",
    );
  });

  it("show the not-found page for an unknown slug", () => {
    const html = renderBoundary(CountryError as Boundary, notFound, "bg", "/nyama");
    expect(html).toContain('data-testid="not-found"');
    expect(html).not.toContain('data-testid="error"');
  });
});
