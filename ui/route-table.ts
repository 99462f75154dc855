// The route table lives in core so http, workers and core contexts can use it without reaching
// into the UI; screens keep importing it from here.
export * from "../core/routes/route-table.ts";
