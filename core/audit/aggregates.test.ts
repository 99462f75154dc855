import { describe, expect, it } from "vitest";
import { catalogStreamId } from "../catalog/entries.ts";
import { cmsPageStreamId } from "../cms/events.ts";
import { previewTokenStreamId } from "../cms/preview-tokens.ts";
import { contactStreamId } from "../contact/events.ts";
import { dealStreamId } from "../deals/events.ts";
import { streamTypeOf } from "../eventstore/types.ts";
import { mediaStreamId } from "../media/events.ts";
import { newsletterStreamId } from "../newsletter/events.ts";
import { routeStreamId } from "../pricing/events.ts";
import { discoveryStreamId } from "../search/events.ts";
import { visaDecider } from "../visa/decider.ts";
import { visaStreamId } from "../visa/events.ts";
import { type AggregateKind, AggregateRegistry, aggregateFromDecider, defaultAggregates } from "./aggregates.ts";

describe("defaultAggregates", () => {
  const registry = defaultAggregates();

  it("registers every decider in core under its stream type", () => {
    expect(registry.list().map((kind) => kind.streamType)).toEqual([
      "visa",
      "searchprofile",
      "searchbinding",
      "cmspage",
      "cmspreview",
      "media",
      "edgepurge",
      "destination",
      "airport",
      "country",
      "airline",
      "sight",
      "faq",
      "settings",
      "deal",
      "route",
      "newsletter",
      "contact",
      "discovery",
      "socialaccount",
      "posttemplate",
      "postattempt",
      "sharenetworks",
      "homepagehero",
    ]);
    for (const kind of registry.list()) {
      expect(kind.label).not.toBe("");
      expect(kind.describe).not.toBe("");
    }
  });

  it("finds the kind of the stream ids the services write", () => {
    const ids = [
      visaStreamId("TR"),
      "searchprofile-p1",
      "searchbinding-b1",
      cmsPageStreamId("home"),
      previewTokenStreamId("0b6f2c1e-5d2a-4f0e-9a51-3c7e8d9f1a2b"),
      mediaStreamId("5f0c3a4e-8d1b-4c2a-9e7f-1a2b3c4d5e6f"),
      catalogStreamId("destination", "LHR"),
      catalogStreamId("faq", "baggage-rules"),
      dealStreamId("d1"),
      routeStreamId("SOF", "LHR"),
      newsletterStreamId("s1"),
      contactStreamId("c1"),
      discoveryStreamId("LHR"),
    ];
    for (const id of ids) expect(registry.get(streamTypeOf(id)), id).toBeDefined();
    expect(registry.get("shortcode")).toBeUndefined();
  });

  it("folds a decider's events into the decider's own state", () => {
    const visa = registry.get("visa") as AggregateKind;
    expect(visa.initialState()).toEqual(visaDecider.initialState());
    const state = visa.evolve(visa.initialState(), { type: "VisaAutoUpdateSet", data: { disabled: true, by: "a" } });
    expect(state).toMatchObject({ autoUpdateDisabled: true });
  });

  it("keeps the state as it was for an event type the decider does not know", () => {
    for (const kind of registry.list()) {
      const state = kind.initialState();
      expect(kind.evolve(state, { type: "SomethingFromTheFuture", data: { x: 1 } }), kind.streamType).toBe(state);
    }
  });
});

describe("AggregateRegistry", () => {
  const settings: AggregateKind = {
    streamType: "example",
    label: "Example",
    describe: "An aggregate added by a later context",
    initialState: () => ({ n: 0 }),
    evolve: (state) => state,
  };

  it("takes aggregates registered later", () => {
    const registry = defaultAggregates().register(settings);
    expect(registry.get(streamTypeOf("example-1"))).toBe(settings);
    expect(registry.list().at(-1)).toBe(settings);
  });

  it("refuses a second aggregate for one stream type", () => {
    const registry = new AggregateRegistry().register(settings);
    expect(() => registry.register({ ...settings, label: "Other" })).toThrow("already registered");
  });

  it("wraps any decider", () => {
    const counter = aggregateFromDecider<{ type: "Added"; data: { n: number } }, number>("counter", "Counter", "n", {
      initialState: () => 0,
      evolve: (state, event) => (event.type === "Added" ? state + event.data.n : (undefined as never)),
    });
    expect(counter.evolve(counter.evolve(0, { type: "Added", data: { n: 2 } }), { type: "Other", data: {} })).toBe(2);
  });
});
