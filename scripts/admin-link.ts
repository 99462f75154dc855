import { adminDeviceLink } from "../core/admin-auth/auth.ts";
import { currentAdminCredentials } from "../core/admin-auth/credentials.ts";
import { DEVICE_LINK_VALID_MS } from "../core/admin-auth/device-token.ts";
import { ConfigError, parseEnv } from "../core/config/env.ts";
import { ADMIN_TRUST_BROWSER_PATH } from "../http/admin/shell/nav.ts";

/**
 * `npm run admin:link`: a link that makes the browser opening it a trusted device, so the
 * admin's right password is not slowed by a stranger guessing at the account (docs/decisions/0098).
 * Whoever can run this can set ADMIN_PASSWORD_HASH too: it grants nothing new, and it is
 * still the password that signs in.
 */
try {
  const env = parseEnv();
  const credentials = currentAdminCredentials(env);
  if (!credentials) {
    console.error("There is no admin sign-in yet: start the product once (`npm start`), then run this again.");
    process.exit(1);
  }
  const link = new URL(ADMIN_TRUST_BROWSER_PATH, env.PUBLIC_URL);
  link.searchParams.set("link", await adminDeviceLink(credentials, Date.now()));
  console.log(`
Open this in the browser you want to sign in with, within ${DEVICE_LINK_VALID_MS / 60_000} minutes:

  ${link}

That browser is then trusted: other people's wrong passwords no longer slow its sign-in.
You still sign in with the admin password.
`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
