import { catalogDecider } from "../catalog/decider.ts";
import { CATALOG_SCHEMAS, type CatalogKind } from "../catalog/entries.ts";
import { cmsPageDecider } from "../cms/decider.ts";
import { previewTokenDecider } from "../cms/preview-tokens.ts";
import { contactDecider } from "../contact/decider.ts";
import { bindingDecider } from "../crawling/binding-decider.ts";
import { profileDecider } from "../crawling/profile-decider.ts";
import { dealDecider } from "../deals/decider.ts";
import { edgePurgeDecider } from "../edge-purge/decider.ts";
import type { Decider } from "../eventstore/decider.ts";
import { heroDecider } from "../hero/decider.ts";
import { mediaDecider } from "../media/decider.ts";
import { newsletterDecider } from "../newsletter/decider.ts";
import { routePricingDecider } from "../pricing/decider.ts";
import { discoveryDecider } from "../search/discovery-decider.ts";
import { settingsDecider } from "../settings/decider.ts";
import { socialAccountDecider } from "../social/account-decider.ts";
import { postAttemptDecider } from "../social/attempt-decider.ts";
import { shareNetworksDecider } from "../social/share-networks-decider.ts";
import { postTemplateDecider } from "../social/template-decider.ts";
import { visaDecider } from "../visa/decider.ts";

export type AggregateEvent = { type: string; data: unknown };

/** An aggregate an admin can inspect: how to fold the events of its streams into its state. */
export interface AggregateKind {
  /** The stream id's prefix before the first '-' (see streamTypeOf). */
  streamType: string;
  label: string;
  describe: string;
  initialState(): unknown;
  /** Returns the state unchanged for an event type it does not know. */
  evolve(state: unknown, event: AggregateEvent): unknown;
}

/**
 * Wraps a decider's fold. Deciders switch over the event types they know and return undefined
 * for any other (one written later, or by another module): the state is then kept as it was.
 */
export function aggregateFromDecider<Event extends AggregateEvent, State>(
  streamType: string,
  label: string,
  describe: string,
  decider: Pick<Decider<never, Event, State>, "initialState" | "evolve">,
): AggregateKind {
  return {
    streamType,
    label,
    describe,
    initialState: (): State => decider.initialState(),
    evolve(state: unknown, event: AggregateEvent): unknown {
      const next: State | undefined = decider.evolve(state as State, event as Event);
      return next === undefined ? state : next;
    },
  };
}

/** Open for registration so that aggregates written later (settings) can join the defaults. */
export class AggregateRegistry {
  private readonly kinds = new Map<string, AggregateKind>();

  register(kind: AggregateKind): this {
    if (this.kinds.has(kind.streamType)) throw new Error(`Stream type ${kind.streamType} is already registered`);
    this.kinds.set(kind.streamType, kind);
    return this;
  }

  get(streamType: string): AggregateKind | undefined {
    return this.kinds.get(streamType);
  }

  /** In registration order. */
  list(): AggregateKind[] {
    return [...this.kinds.values()];
  }
}

// a Record so that a new catalog kind does not compile until it has a label
const CATALOG_LABELS: Record<CatalogKind, string> = {
  destination: "Destination",
  airport: "Airport",
  country: "Country",
  airline: "Airline",
  sight: "Sight",
  faq: "FAQ",
};

/** Every decider in core, under the stream type its service writes. */
export function defaultAggregates(): AggregateRegistry {
  const registry = new AggregateRegistry()
    .register(
      aggregateFromDecider(
        "visa",
        "Visa rule",
        "A country's visa rule for Bulgarian passport holders, with its revisions (visa-<country>)",
        visaDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "searchprofile",
        "Search profile",
        "A crawl profile: its parameters and whether it is paused (searchprofile-<id>)",
        profileDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "searchbinding",
        "Search binding",
        "A profile bound to a route: its last crawl status and next run (searchbinding-<id>)",
        bindingDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "cmspage",
        "CMS page",
        "A content page: its publishing state and localized slugs (cmspage-<key>)",
        cmsPageDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "cmspreview",
        "CMS preview token",
        "A token that shows draft CMS pages: its label, expiry and revocation, never its secret (cmspreview-<id>)",
        previewTokenDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "media",
        "Media asset",
        "An uploaded picture: its stored original and variants, its alt texts, its deletion (media-<uuid>)",
        mediaDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "edgepurge",
        "Edge purge",
        "A request to the CDN to forget a page's URLs: its paths, attempts and outcome (edgepurge-<id>)",
        edgePurgeDecider,
      ),
    );
  for (const kind of Object.keys(CATALOG_SCHEMAS) as CatalogKind[]) {
    const label = CATALOG_LABELS[kind];
    registry.register(
      aggregateFromDecider(kind, label, `A catalog ${label.toLowerCase()} entry (${kind}-<key>)`, catalogDecider),
    );
  }
  return registry
    .register(
      aggregateFromDecider(
        "settings",
        "System settings",
        "Posting limits, exclusions, deal thresholds and admin access (settings-system)",
        settingsDecider,
      ),
    )
    .register(aggregateFromDecider("deal", "Deal", "A deal: detected, repriced, expired (deal-<id>)", dealDecider))
    .register(
      aggregateFromDecider(
        "route",
        "Route prices",
        "The fares observed on a route and its lowest price (route-<from>-<to>)",
        routePricingDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "newsletter",
        "Newsletter subscription",
        "One address's double opt-in subscription (newsletter-<id>)",
        newsletterDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "contact",
        "Contact request",
        "A contact form submission, its inbox status and the erasure of its personal data (contact-<id>)",
        contactDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "discovery",
        "Destination discovery",
        "The attempts to discover a destination from an airport code (discovery-<IATA>)",
        discoveryDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "socialaccount",
        "Social account",
        "An account the auto-poster posts to, its limits and whether it is on (socialaccount-<id>)",
        socialAccountDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "posttemplate",
        "Post template",
        "A social post template and its status: draft, published, archived (posttemplate-<id>)",
        postTemplateDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "postattempt",
        "Social post",
        "One post to one account: queued, started, posted, failed or skipped, and why (postattempt-<id>)",
        postAttemptDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "sharenetworks",
        "Share buttons",
        "The social networks the site offers visitors to share to (sharenetworks-site)",
        shareNetworksDecider,
      ),
    )
    .register(
      aggregateFromDecider(
        "homepagehero",
        "Homepage hero",
        "What the home page of one language features, hour by hour (homepagehero-<bg|en>)",
        heroDecider,
      ),
    );
}
