/**
 * The admin's JSON API as a script drives it through any instance: sign in with a form, then send
 * JSON with the session cookie and its CSRF token (read from a signed-in page).
 */
export interface AdminClient {
  json(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; upstream: string | null }>;
}

export async function signInAdmin(baseUrl: string, username: string, password: string): Promise<AdminClient> {
  const signIn = await fetch(`${baseUrl}/nimda/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ username, password, next: "/nimda/dash" }),
    redirect: "manual",
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (signIn.status !== 303 || !cookie) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const page = await (await fetch(`${baseUrl}/nimda/cms`, { headers: { cookie } })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error("no CSRF token on the admin page");
  return {
    async json(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json", origin: baseUrl },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, body: parsed, upstream: response.headers.get("x-upstream") };
    },
  };
}

/** Creates a static CMS page at /<key> (Bulgarian) with one text block, and publishes it. */
export async function publishPage(admin: AdminClient, key: string, text: string): Promise<void> {
  const expectOk = async (step: Promise<{ status: number; body: unknown }>, what: string) => {
    const { status, body } = await step;
    if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  };
  const exists = await admin.json("GET", `/nimda/api/cms/${key}`);
  if (exists.status === 404) {
    await expectOk(
      admin.json("POST", "/nimda/api/cms", { pageKey: key, pageType: "static", bgSlugPath: `/${key}` }),
      "create",
    );
  }
  await expectOk(
    admin.json("PUT", `/nimda/api/cms/${key}/content/bg`, {
      blocks: [{ type: "text", heading: `Страница ${key}`, body: `<p>${text}</p>` }],
    }),
    "save content",
  );
  await expectOk(admin.json("POST", `/nimda/api/cms/${key}/content/bg/submit`, {}), "submit");
  await expectOk(admin.json("POST", `/nimda/api/cms/${key}/content/bg/publish`, {}), "publish content");
  if (exists.status === 404) {
    await expectOk(
      admin.json("PUT", `/nimda/api/cms/${key}/localizations/bg`, { slugPath: `/${key}`, status: "live" }),
      "go live",
    );
    await expectOk(admin.json("POST", `/nimda/api/cms/${key}/state`, { to: "live" }), "publish page");
  }
}
