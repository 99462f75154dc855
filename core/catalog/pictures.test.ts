import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type CatalogCommand, catalogDecider as decider } from "./decider.ts";

const given = DeciderSpecification.for(decider);

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
const registered = given([]).when({ type: "RegisterEntry", kind: "destination", key: "VIE", entry: vienna }).events;

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
    const events = given(registered).when(choose()).events;
    expect(events).toEqual([
      {
        type: "DestinationPictureChosen",
        data: { kind: "destination", key: "VIE", iata: "VIE", ...picture, chosenBy: "admin:admin" },
      },
    ]);
    expect(given([...registered, ...events]).state.entry).toEqual({ ...vienna, ...picture });
  });

  it("choosing the same photo again records nothing; another photo replaces it", () => {
    const chosen = [...registered, ...given(registered).when(choose()).events];
    given(chosen).when(choose()).thenNothingHappened();
    const [replaced] = given(chosen).when(choose({ unsplashImageId: "other", photographerName: "Jonas Berg" })).events;
    expect(replaced).toMatchObject({ type: "DestinationPictureChosen", data: { unsplashImageId: "other" } });
  });

  it("is cleared back to the built-in picture, once", () => {
    given(registered).when(clear).thenNothingHappened();
    const chosen = [...registered, ...given(registered).when(choose()).events];
    const cleared = given(chosen).when(clear).events;
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
    expect(given([...chosen, ...cleared]).state.entry).toEqual(vienna);
    given([...chosen, ...cleared])
      .when(clear)
      .thenNothingHappened();
  });

  it.each([
    [{ imageUrl: "javascript:alert(1)" }, /imageUrl: The picture must be an http\(s\) address/],
    [{ unsplashImageId: "../x" }, /unsplashImageId: Not a photo id/],
    [{ photographerName: " " }, /photographerName: Required/],
  ])("refuses a picture that is not one: %o", (changes, message) => {
    given(registered).when(choose(changes)).thenThrows(message);
  });

  it("only a registered destination has one", () => {
    given([]).when(choose()).thenThrows(DomainError);
    given([])
      .when(clear)
      .thenThrows(/No destination VIE/);
    given(registered)
      .when({
        ...(choose() as Extract<CatalogCommand, { type: "ChooseDestinationPicture" }>),
        kind: "sight" as "destination",
      })
      .thenThrows(/Only destinations/);
  });

  it("survives a later update of the entry's other fields", () => {
    const chosen = [...registered, ...given(registered).when(choose()).events];
    const [updated] = given(chosen).when({
      type: "UpdateEntry",
      kind: "destination",
      key: "VIE",
      changes: { popularityScore: 91 },
    }).events;
    expect(updated?.type === "CatalogEntryUpdated" && updated.data.entry).toMatchObject(picture);
  });
});
