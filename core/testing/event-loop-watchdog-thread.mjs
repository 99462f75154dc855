// The watchdog's own thread (event-loop-watchdog.ts): plain JavaScript, since it runs outside any
// loader, and an event loop of its own that the test thread's busy loop cannot stall.
import { writeSync } from "node:fs";
import { workerData } from "node:worker_threads";

const { ticks, label, stallMs } = workerData;
const lastTick = new Float64Array(ticks);
const labelBytes = new Uint8Array(label);

setInterval(
  () => {
    const stalled = Date.now() - lastTick[0];
    if (stalled < stallMs) return;
    const end = labelBytes.indexOf(0);
    const running = Buffer.from(labelBytes.subarray(0, end === -1 ? labelBytes.length : end)).toString("utf8");
    writeSync(
      2,
      `\n[event-loop watchdog] the test thread has not run for ${Math.round(stalled / 1000)} s (a busy loop, or ` +
        `promises settling without I/O, starve every timeout): killing this worker.\n  running: ${running}\n`,
    );
    process.kill(process.pid, "SIGKILL");
  },
  Math.min(1000, stallMs / 2),
);
