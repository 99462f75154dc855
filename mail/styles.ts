import type { CSSProperties } from "react";

const COLORS = {
  page: "#f5f7fa",
  surface: "#ffffff",
  text: "#17212b",
  muted: "#556270",
  border: "#dce2e8",
  accent: "#0b63c5",
  accentText: "#ffffff",
  price: "#0b4f9c",
  savingsText: "#0b6b34",
  savingsBg: "#e2f4e8",
} as const;

// System fonts only: web fonts do not load in most mail clients, and every font here has Cyrillic.
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const CONTENT_WIDTH_PX = 560;

/** The digest's look, shared with the other mails built from its parts (mail/alert.tsx). */
export const MAIL_STYLES = {
  body: { backgroundColor: COLORS.page, margin: "0", padding: "0", fontFamily: FONT_STACK, color: COLORS.text },
  container: {
    backgroundColor: COLORS.surface,
    maxWidth: "600px",
    width: "100%",
    margin: "0 auto",
    padding: "24px 20px",
  },
  site: { fontSize: "22px", fontWeight: 700, color: COLORS.accent, textDecoration: "none" },
  tagline: { fontSize: "13px", lineHeight: "18px", color: COLORS.muted, margin: "2px 0 0" },
  issue: { fontSize: "13px", lineHeight: "18px", color: COLORS.muted, margin: "16px 0 0" },
  intro: { fontSize: "16px", lineHeight: "24px", color: COLORS.text, margin: "6px 0 0" },
  divider: { borderColor: COLORS.border, margin: "24px 0" },
  image: {
    display: "block",
    width: "100%",
    maxWidth: `${CONTENT_WIDTH_PX}px`,
    height: "auto",
    border: "0",
    borderRadius: "8px",
  },
  imageLink: { color: COLORS.accent, textDecoration: "none" },
  route: { fontSize: "20px", lineHeight: "26px", fontWeight: 700, color: COLORS.text, margin: "14px 0 0" },
  place: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  dates: { fontSize: "15px", lineHeight: "22px", color: COLORS.text, margin: "8px 0 0" },
  priceLine: { margin: "10px 0 0", lineHeight: "34px" },
  priceMain: { fontSize: "28px", fontWeight: 700, color: COLORS.price },
  priceSecond: { fontSize: "17px", fontWeight: 700, color: COLORS.price },
  usual: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  was: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "0" },
  wasPrice: { textDecoration: "line-through" },
  savings: {
    fontSize: "14px",
    fontWeight: 700,
    color: COLORS.savingsText,
    backgroundColor: COLORS.savingsBg,
    padding: "2px 6px",
    borderRadius: "4px",
    whiteSpace: "nowrap",
  },
  stops: { fontSize: "14px", lineHeight: "20px", color: COLORS.muted, margin: "2px 0 0" },
  button: {
    display: "block",
    backgroundColor: COLORS.accent,
    color: COLORS.accentText,
    fontSize: "16px",
    fontWeight: 700,
    lineHeight: "20px",
    textAlign: "center",
    textDecoration: "none",
    borderRadius: "6px",
    padding: "14px 20px",
    margin: "16px 0 0",
  },
  detailsLine: { fontSize: "14px", lineHeight: "20px", textAlign: "center", margin: "10px 0 0" },
  detailsLink: { color: COLORS.accent, textDecoration: "underline" },
  footer: { fontSize: "13px", lineHeight: "20px", color: COLORS.muted, margin: "0 0 10px" },
  footerLink: { color: COLORS.muted, textDecoration: "underline", fontWeight: 700 },
} satisfies Record<string, CSSProperties>;
