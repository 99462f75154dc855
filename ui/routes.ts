import { type RouteConfig, route } from "@react-router/dev/routes";
import { pathFor } from "./route-table.ts";

// Paths come from the route table; one module mounted per language needs explicit ids.
export default [
  route(pathFor("home", "bg"), "routes/home.tsx", { id: "home-bg" }),
  route(pathFor("home", "en"), "routes/home.tsx", { id: "home-en" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
