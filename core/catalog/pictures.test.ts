import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type CatalogCommand, type CatalogEvent, type CatalogState, catalogDecider as decider } from "./decider.ts";

const fold = (events: CatalogEvent[]): CatalogState =>
  events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const given = (events: CatalogEvent[]) => ({
  when: (command: CatalogCommand) => decider.decide(command, fold(events)),
});

const vienna = {
  iataCode: "VIE",
  airports: ["VIE"],
  cityBg: "Виена",
  cityEn: "Vienna",
  countryCode: "AT",
  countryBg: "Австрия",
  countryEn: "Austria",
  citySlugBg: "viena",
  citySlugEn: "vienna",
  countrySlugBg: "avstriya",
  countrySlugEn: "austria",
  popularityScore: 90,
  latitude: 48.1,
  longitude: 16.6,
  timezone: "Europe/Vienna",
  imageUrl: "/images/destinations/VIE.svg",
  highResImageUrl: null,
  unsplashImageId: null,
  photographerName: null,
  photographerUsername: null,
  autoCreated: false,
  autoCreatedBy: null,
};
const registered = given([]).when({ type: "RegisterEntry", kind: "destination", key: "VIE", entry: vienna });

const picture = {
  unsplashImageId: "aB3-xyz_9",
  imageUrl: "https://images.unsplash.com/photo-1?ixid=abc&w=1200&h=675&fit=crop",
  highResImageUrl: "https://images.unsplash.com/photo-1?ixid=abc&q=85",
  photographerName: "Maria Petrova",
  photographerUsername: "mariapetrova",
};
const choose = (changes: Partial<typeof picture> = {}): CatalogCommand => ({
  type: "ChooseDestinationPicture",
  kind: "destination",
  key: "VIE",
  picture: { ...picture, ...changes },
  chosenBy: "admin:admin",
});
const clear: CatalogCommand = {
  type: "ClearDestinationPicture",
  kind: "destination",
  key: "VIE",
  clearedBy: "admin:admin",
};

describe("a destination's picture", () => {
  it("is chosen with the photo's id, addresses and photographer, and folds into the entry", () => {
    const events = given(registered).when(choose());
    expect(events).toEqual([
      {
        type: "DestinationPictureChosen",
        data: { kind: "destination", key: "VIE", iata: "VIE", ...picture, chosenBy: "admin:admin" },
      },
    ]);
    expect(fold([...registered, ...events]).entry).toEqual({ ...vienna, ...picture });
  });

  it("choosing the same photo again records nothing; another photo replaces it", () => {
    const chosen = [...registered, ...given(registered).when(choose())];
    expect(given(chosen).when(choose())).toEqual([]);
    const [replaced] = given(chosen).when(choose({ unsplashImageId: "other", photographerName: "Jonas Berg" }));
    expect(replaced).toMatchObject({ type: "DestinationPictureChosen", data: { unsplashImageId: "other" } });
  });

  it("is cleared back to the built-in picture, once", () => {
    expect(given(registered).when(clear)).toEqual([]);
    const chosen = [...registered, ...given(registered).when(choose())];
    const cleared = given(chosen).when(clear);
    expect(cleared).toEqual([
      {
        type: "DestinationPictureCleared",
        data: {
          kind: "destination",
          key: "VIE",
          iata: "VIE",
          imageUrl: "/images/destinations/VIE.svg",
          clearedBy: "admin:admin",
        },
      },
    ]);
    expect(fold([...chosen, ...cleared]).entry).toEqual(vienna);
    expect(given([...chosen, ...cleared]).when(clear)).toEqual([]);
  });

  it.each([
    [{ imageUrl: "javascript:alert(1)" }, /imageUrl: The picture must be an http\(s\) address/],
    [{ unsplashImageId: "../x" }, /unsplashImageId: Not a photo id/],
    [{ photographerName: " " }, /photographerName: Required/],
  ])("refuses a picture that is not one: %o", (changes, message) => {
    expect(() => given(registered).when(choose(changes))).toThrow(message);
  });

  it("only a registered destination has one", () => {
    expect(() => given([]).when(choose())).toThrow(DomainError);
    expect(() => given([]).when(clear)).toThrow(/No destination VIE/);
    expect(() =>
      given(registered).when({
        ...(choose() as Extract<CatalogCommand, { type: "ChooseDestinationPicture" }>),
        kind: "sight" as "destination",
      }),
    ).toThrow(/Only destinations/);
  });

  it("survives a later update of the entry's other fields", () => {
    const chosen = [...registered, ...given(registered).when(choose())];
    const [updated] = given(chosen).when({
      type: "UpdateEntry",
      kind: "destination",
      key: "VIE",
      changes: { popularityScore: 91 },
    });
    expect(updated?.type === "CatalogEntryUpdated" && updated.data.entry).toMatchObject(picture);
  });
});
