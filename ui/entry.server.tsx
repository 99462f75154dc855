import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonce } from "./csp-nonce.ts";
import { stripModulePreloads } from "./first-paint-head.ts";

/** How long deferred data may stream; rendering is aborted a second later. */
export const streamTimeout = 5_000;

// Web streams only (no node:stream), so the same file renders under Node and Deno.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  let shellRendered = false;
  // the Hono app's CSP nonce (docs/decisions/0053): React's, React Router's and our inline scripts carry it
  const nonce = loadContext.cspNonce;
  const app = (
    <CspNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce>
  );
  const body = await renderToReadableStream(app, {
    ...(nonce ? { nonce: { script: nonce, style: nonce } } : {}),
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1_000)]),
    onError(error: unknown) {
      status = 500;
      // Shell errors reject the promise and React Router reports them; only log what fails later.
      if (shellRendered && !request.signal.aborted) {
        loadContext.logger.error("streaming render failed", { error, requestId: loadContext.requestId });
      }
    },
  });
  shellRendered = true;

  // Crawlers get the whole page at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stripModulePreloads(body), { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away is not an error worth a log line.
  if (request.signal.aborted) return;
  context.logger.error("unhandled error in a loader or action", {
    error,
    requestId: context.requestId,
    method: request.method,
    url: request.url,
  });
};
