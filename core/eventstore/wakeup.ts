import type { Sql } from "../db/database.ts";

export const EVENTS_CHANNEL = "flydealsbg_events";

/**
 * Wakes subscriptions when events are appended: directly inside this process, and through
 * LISTEN/NOTIFY for other processes on the same database. NOTIFY is sent after the append
 * committed and coalesced, because a NOTIFY inside the appending transaction would serialise
 * every commit on the notification queue lock. Polling covers a lost notification.
 */
export class Wakeup {
  private readonly listeners = new Set<() => void>();
  private notifyInFlight = false;
  private notifyAgain = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly sql: Sql | undefined) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after a committed append. */
  appended(): void {
    for (const listener of this.listeners) listener();
    if (this.sql) this.sendNotify();
  }

  /** Starts listening for appends made by other processes. */
  async listen(): Promise<void> {
    if (!this.sql || this.unlisten) return;
    const request = await this.sql.listen(EVENTS_CHANNEL, () => {
      for (const listener of this.listeners) listener();
    });
    this.unlisten = request.unlisten;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
  }

  private sendNotify(): void {
    if (this.notifyInFlight) {
      this.notifyAgain = true;
      return;
    }
    this.notifyInFlight = true;
    const sql = this.sql as Sql;
    sql
      .notify(EVENTS_CHANNEL, "")
      .catch(() => {}) // polling covers it
      .finally(() => {
        this.notifyInFlight = false;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.sendNotify();
        }
      });
  }
}
