import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "./i18n/dictionary.ts";
import { languageOfPath } from "./route-table.ts";

let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: let the browser paint it before hydration's long task, not
// after (a frame, then a task). A hidden tab runs no frames, hence the timer as well.
// docs/decisions/0060
// The page's dictionary is its own chunk (docs/decisions/0091): hydration waits for it.
loadDictionary(languageOfPath(window.location.pathname)).then(
  () => {
    requestAnimationFrame(() => setTimeout(hydrate, 0));
    setTimeout(hydrate, 200);
  },
  // without its copy the page stays as the server sent it, whose links and forms work alone
  (error: unknown) => console.error("flydealsbg: the page's dictionary did not load; the page is not hydrated", error),
);
