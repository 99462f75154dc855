import { redirect } from "react-router";
import { pathFor } from "../route-table.ts";
import type { Route } from "./+types/legacy-deal";

/** /deal/{id}: the old Bulgarian address of a deal, moved for good to /oferta/{id}. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(pathFor("dealById", "bg", { dealId: params.dealId }), 301);
}
