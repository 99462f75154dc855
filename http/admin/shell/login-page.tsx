import { ErrorSummary, Notice } from "./components.tsx";
import { AdminDocument } from "./layout.tsx";

export function LoginPage({
  error,
  next,
  username,
  notice,
}: {
  error?: string | null;
  next: string;
  username?: string;
  notice?: string | null;
}) {
  return (
    <AdminDocument title="Sign in">
      <main id="content" className="login card">
        <h1>Sign in</h1>
        <Notice text={notice} />
        <ErrorSummary message={error} />
        <form method="post" action="/nimda/login">
          <input type="hidden" name="next" value={next} />
          <div className="field">
            <label htmlFor="username">User name</label>
            <input id="username" name="username" autoComplete="username" required defaultValue={username} />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <button type="submit">Sign in</button>
        </form>
      </main>
    </AdminDocument>
  );
}
