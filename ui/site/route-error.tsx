import { isRouteErrorResponse, useLocation } from "react-router";
import { useLanguage } from "../i18n/dictionary.ts";
import { NotFoundView } from "./not-found-view.tsx";

interface RouteErrorProps {
  error: unknown;
  /** Heading and text of a failed load; the generic error copy when omitted. */
  title?: string;
  text?: string;
  retry?: string;
  testId?: string;
}

/**
 * A catalog route's error boundary: an unknown slug (a thrown 404) shows the not-found page,
 * anything else a message with a retry link that reloads the same address.
 */
export function RouteError({ error, title, text, retry, testId = "error" }: RouteErrorProps) {
  const { t } = useLanguage();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section className="container message-page" data-testid={testId} role="alert">
      <h1>{title ?? t.error.title}</h1>
      <p>{text ?? t.error.text}</p>
      <p>
        <a className="button" href={pathname + search}>
          {retry ?? t.error.retry}
        </a>
      </p>
    </section>
  );
}
