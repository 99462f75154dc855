import type { demoBg } from "./demo.bg.ts";

/** The English side of ./demo.bg.ts, typed against the Bulgarian one. */
export const demoEn: typeof demoBg = {
  notice: "Demo: the fares here are simulated, not real offers.",
  hideNotice: "Hide the notice about demo fares",
  mark: "Demo",
  markTitle: "A fare simulated for demonstration, not a real offer",
  clickOut: {
    title: "This fare is simulated",
    text: "This site runs in demo mode: the fare you chose was made up for demonstration and is not a real offer from an airline or travel agent, so we are not sending you to book it.",
    route: "{from} → {to}",
    realSearch: "Search real fares for this route on Aviasales",
    realSearchNote: "This opens the Aviasales site: its fares are real and differ from ours.",
    back: "Back to the site",
  },
  source: {
    demo: "Fares are made by a built-in simulator for demonstration: they come from no airline or travel agent and cannot be booked at these prices.",
    live: "Flight data comes from Travelpayouts (the Aviasales search) and is refreshed regularly. Fares and seat availability change quickly, so check the final price before you book.",
  },
};
