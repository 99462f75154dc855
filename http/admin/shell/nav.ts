/** The admin screens in the order the navigation lists them; one place names their paths. */
export const ADMIN_NAV = [
  { path: "/nimda/dash", label: "Dashboard" },
  { path: "/nimda/audit", label: "Audit log" },
  { path: "/nimda/events", label: "Events" },
  { path: "/nimda/projections", label: "Projections" },
  { path: "/nimda/instances", label: "Instances" },
  { path: "/nimda/analytics", label: "Analytics" },
  { path: "/nimda/webhooks", label: "Webhooks" },
  { path: "/nimda/queues", label: "Queues" },
  { path: "/nimda/metrics", label: "Metrics" },
  { path: "/nimda/settings", label: "Settings" },
  { path: "/nimda/crawling", label: "Crawling" },
  { path: "/nimda/visa", label: "Visa review" },
  { path: "/nimda/faqs", label: "FAQs" },
  { path: "/nimda/destinations", label: "Destinations" },
  { path: "/nimda/social", label: "Social posting" },
  { path: "/nimda/newsletter", label: "Newsletter" },
  { path: "/nimda/contact", label: "Contact requests" },
  { path: "/nimda/mail", label: "Mail" },
  { path: "/nimda/cms", label: "CMS pages" },
  { path: "/nimda/generation", label: "Generated drafts" },
  { path: "/nimda/media", label: "Media" },
  { path: "/nimda/purges", label: "Edge purges" },
] as const;

export const ADMIN_LOGIN_PATH = "/nimda/login";
/** Where a link from `npm run admin:link` is opened (docs/decisions/0098). */
export const ADMIN_TRUST_BROWSER_PATH = "/nimda/login/trust";
export const ADMIN_LOGOUT_PATH = "/nimda/logout";
