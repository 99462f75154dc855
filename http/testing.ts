import { silentLogger } from "../core/log/logger.ts";
import type { ProjectionTestBed } from "../projections/testing.ts";
import { createHttpApp, type HttpApp, type HttpAppDeps } from "./app.ts";

/**
 * The HTTP app as the tests build it: on their database, with quiet logs, at localhost, and
 * ready while the read models lag at most 100 events. Every other dependency is the test's.
 */
export function testHttpApp(
  deps: Omit<HttpAppDeps, "logger" | "publicUrl" | "readyMaxLag"> & Partial<HttpAppDeps>,
): HttpApp {
  return createHttpApp({ logger: silentLogger, publicUrl: "http://localhost", readyMaxLag: 100, ...deps });
}

/** testHttpApp() on a testProjectionBed(): its database, projections and event store; the rest is the test's. */
export function testHttpAppOn(bed: ProjectionTestBed, deps: Partial<HttpAppDeps> = {}): HttpApp {
  return testHttpApp({ database: bed.database, projections: bed.projections, store: bed.store, ...deps });
}
