import { beforeAll, beforeEach, expect } from "vitest";
import { type EventLoopWatchdog, startEventLoopWatchdog } from "./event-loop-watchdog.ts";

/**
 * Every test file of the run (vitest setupFiles): one watchdog per worker process, however
 * many files the worker runs, told which file and test is running.
 */
const STALL_MS = 30_000;
const KEY = Symbol.for("flydealsbg.event-loop-watchdog");
const holder = globalThis as { [KEY]?: EventLoopWatchdog };
holder[KEY] ??= startEventLoopWatchdog(STALL_MS);
const watchdog = holder[KEY];

beforeAll(() => watchdog.running(`${expect.getState().testPath} (before its tests)`));
beforeEach(() => watchdog.running(`${expect.getState().testPath} > ${expect.getState().currentTestName}`));
