import { Hono } from "hono";
import type { AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, renderPage } from "../shell/render.ts";
import { InstancesPage } from "./page.tsx";
import { instancesData } from "./queries.ts";

/** /nimda/instances: who runs on this database and who folds what (docs/decisions/0084). */
export function instanceScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/nimda/instances", async (c) => {
      c.header("refresh", "5");
      const data = await instancesData(deps.database);
      return renderPage(
        c,
        <InstancesPage chrome={chromeOf(c, "Instances")} data={data} thisInstance={deps.instanceId ?? null} />,
      );
    })
    .get("/nimda/api/instances", async (c) =>
      c.json({ success: true as const, data: await instancesData(deps.database) }),
    );
}
