import type { ReactNode } from "react";
import { useCspNonce } from "../../../ui/csp-nonce.ts";
import { ADMIN_CSS } from "./admin-css.ts";
import { CsrfField, Notice } from "./components.tsx";
import { ADMIN_LOGOUT_PATH, ADMIN_NAV } from "./nav.ts";

export interface AdminChrome {
  title: string;
  /** The request path, to mark the current screen in the navigation. */
  path: string;
  /** Absent on the sign-in page. */
  session?: { username: string; csrfToken: string } | null;
  notice?: string | null;
}

export function AdminDocument({ title, children }: { title: string; children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* no icon of its own: without this the browser asks for /favicon.ico and gets a 404 */}
        <link rel="icon" href="data:," />
        <title>{`${title} · flydealsbg admin`}</title>
        {/* the response's CSP nonce lets it apply (docs/decisions/0053) */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: ADMIN_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export function AdminLayout({ chrome, children }: { chrome: AdminChrome; children: ReactNode }) {
  const session = chrome.session;
  return (
    <AdminDocument title={chrome.title}>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <a className="brand" href="/nimda/dash">
          flydealsbg admin
        </a>
        <nav className="main" aria-label="Admin">
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.path}>
                <a
                  href={item.path}
                  aria-current={
                    chrome.path === item.path || chrome.path.startsWith(`${item.path}/`) ? "page" : undefined
                  }
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {session ? (
          <form method="post" action={ADMIN_LOGOUT_PATH}>
            <CsrfField token={session.csrfToken} />
            <span className="muted">{session.username} </span>
            <button type="submit" className="secondary">
              Sign out
            </button>
          </form>
        ) : null}
      </header>
      <main id="content">
        <h1>{chrome.title}</h1>
        <Notice text={chrome.notice} />
        {children}
      </main>
    </AdminDocument>
  );
}
