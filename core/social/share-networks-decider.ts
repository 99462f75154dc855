import type { Decider } from "../eventstore/decider.ts";
import { SocialInputError } from "./account-decider.ts";
import type { ShareNetworksEvent } from "./events.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./publisher.ts";
import { parseInput, shareNetworksInputSchema } from "./schema.ts";

export type ShareNetworksCommand = { type: "SetShareNetworks"; input: unknown };

/** The share buttons offered to visitors: all four until an admin changes them. */
export interface ShareNetworksState {
  networks: SocialNetwork[];
}

export const shareNetworksDecider: Decider<ShareNetworksCommand, ShareNetworksEvent, ShareNetworksState> = {
  initialState: () => ({ networks: [...SOCIAL_NETWORKS] }),
  evolve: (state, event) => (event.type === "ShareNetworksChanged" ? { networks: event.data.networks } : state),
  decide(command, state) {
    const parsed = parseInput(shareNetworksInputSchema, command.input);
    if (!parsed.ok) throw new SocialInputError(parsed.issues);
    const networks = parsed.value.networks;
    if (networks.join() === state.networks.join()) return [];
    return [{ type: "ShareNetworksChanged", data: { networks, previous: state.networks } }];
  },
};
