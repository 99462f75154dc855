import { hashPassword } from "../core/admin-auth/password.ts";

/**
 * Prints the scrypt hash of an admin password for ADMIN_PASSWORD_HASH:
 * `npm run admin:hash` (asks on stdin) or `echo -n 'secret' | npm run -s admin:hash`.
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Admin password: ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.includes(10)) break;
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const password = await readPassword();
if (password.length < 12) {
  process.stderr.write("Use at least 12 characters.\n");
  process.exit(2);
}
process.stdout.write(`${await hashPassword(password)}\n`);
