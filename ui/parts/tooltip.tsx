import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { TOOLTIPS } from "../../core/constants.ts";

/**
 * A tooltip (spec section 9): it opens 700 ms after the pointer rests on its trigger, at once
 * when the pointer comes from another tooltip that closed less than 300 ms ago (skip delay), and
 * at once on keyboard focus; Escape, leaving and blurring close it. The hint stays in the page
 * (hidden while closed) and describes the trigger through aria-describedby, so screen readers
 * read it whether or not it shows. docs/decisions/0027.
 */

/** When the last tooltip closed, shared by every tooltip on the page (what a provider would hold). */
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** Closes the tooltip that is open, so a second one never stays beside it. */
let closeOpenTooltip: (() => void) | null = null;

/** How long to wait before opening: no wait right after another tooltip closed. */
export function tooltipOpenDelay(
  now: number,
  previousClosedAt: number,
  delays: { openDelayMs: number; skipDelayMs: number } = TOOLTIPS,
): number {
  return now - previousClosedAt < delays.skipDelayMs ? 0 : delays.openDelayMs;
}

type TriggerProps = {
  "aria-describedby"?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

export function Tooltip({
  content,
  children,
  side = "top",
  describedBy,
}: {
  content: string;
  /** One focusable element (a button, a link, or an element with tabIndex={0}). */
  children: ReactElement<TriggerProps>;
  side?: "top" | "bottom";
  /**
   * The id of a description already in the page, shared by every trigger with the same hint
   * (a deal card's badges): the trigger points to it, and the bubble exists only while it shows,
   * instead of a hidden copy of the hint beside every trigger (docs/decisions/0060). The parent
   * must then be the positioned `.tooltip` element.
   */
  describedBy?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerDown = useRef(false);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const hide = useCallback(() => {
    clearTimer();
    if (!openRef.current) return;
    openRef.current = false;
    lastClosedAt = Date.now();
    if (closeOpenTooltip === hide) closeOpenTooltip = null;
    setOpen(false);
  }, [clearTimer]);
  const show = useCallback(() => {
    clearTimer();
    if (openRef.current) return;
    if (closeOpenTooltip && closeOpenTooltip !== hide) closeOpenTooltip();
    openRef.current = true;
    closeOpenTooltip = hide;
    setOpen(true);
  }, [hide, clearTimer]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, hide]);
  useEffect(() => () => hide(), [hide]);

  const own = children.props;
  const description = describedBy ?? id;
  const trigger = cloneElement(children, {
    "aria-describedby": own["aria-describedby"] ? `${own["aria-describedby"]} ${description}` : description,
    onPointerEnter(event) {
      own.onPointerEnter?.(event);
      if (event.pointerType === "touch" || openRef.current) return;
      clearTimer();
      const delay = tooltipOpenDelay(Date.now(), lastClosedAt);
      if (delay === 0) show();
      else timer.current = setTimeout(show, delay);
    },
    onPointerLeave(event) {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown(event) {
      own.onPointerDown?.(event);
      // a click focuses the trigger: that is no keyboard focus and opens nothing
      pointerDown.current = true;
      setTimeout(() => {
        pointerDown.current = false;
      }, 0);
    },
    onFocus(event) {
      own.onFocus?.(event);
      if (!pointerDown.current) show();
    },
    onBlur(event) {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown(event) {
      own.onKeyDown?.(event);
      if (event.key === "Escape" && openRef.current) {
        event.stopPropagation();
        hide();
      }
    },
  });

  if (describedBy) {
    // the parent places the bubble (a .tooltip element of its own, such as a badge's list item);
    // the shared description is what assistive technology reads, the bubble only its picture
    return (
      <>
        {trigger}
        {open && (
          <span className={`tooltip__bubble tooltip__bubble--${side}`} aria-hidden="true">
            {content}
          </span>
        )}
      </>
    );
  }
  return (
    <span className="tooltip">
      {trigger}
      <span role="tooltip" id={id} className={`tooltip__bubble tooltip__bubble--${side}`} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
