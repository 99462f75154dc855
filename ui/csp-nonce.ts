import { createContext, useContext } from "react";

/**
 * The response's Content-Security-Policy nonce while rendering on the server (docs/decisions/0053):
 * entry.server.tsx provides it for the site, http/admin/shell/render.ts for the admin. Inline scripts
 * and styles of our own carry it; in the browser it is undefined (the attribute is only read
 * when the HTML arrives, and browsers hide its value from scripts anyway).
 */
export const CspNonce = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
