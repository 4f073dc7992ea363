// The user's quiet hours and time zone as the NudgeScheduler keeps them: in its own SQLite (the
// outbox's meta table), pushed by PATCH /api/account/settings, so the alarm knows whether it may
// claim and push before it reads D1, and its one D1 round trip stays one.
import type { Language } from "../contracts/languages";
import type { Meta } from "./meta";
import { deferPastQuietHours, quietHoursEnd, type QuietHours } from "../contracts/time-zone";

/** The settings the alarm needs, kept in the object (its alarm reads no settings from D1). hideDetails: lock-screen privacy. */
export type QuietSettings = { timeZone: string; quiet: QuietHours | null; hideDetails?: boolean; language?: Language };

export class QuietHoursStore {
  // Parsed once per object lifetime, not on every question an alarm asks: only set() changes them.
  private settings: QuietSettings | null | undefined;

  constructor(private readonly meta: Meta) {}

  set(settings: QuietSettings) {
    this.meta.set("meta", "quietHours", JSON.stringify(settings));
    this.settings = settings;
  }

  private get(): QuietSettings | null {
    if (this.settings === undefined) {
      const stored = this.meta.get("meta", "quietHours");
      this.settings = stored === null ? null : (JSON.parse(stored) as QuietSettings);
    }
    return this.settings;
  }

  /** Whether notifications must say only who to reach out to. */
  hideDetails(): boolean {
    return this.get()?.hideDetails === true;
  }

  /** The language the person reads Nudge in, as last told (English until they choose). */
  language(): Language {
    return this.get()?.language ?? "en";
  }

  /** The person's time zone as last told (UTC until they set one). */
  timeZone(): string {
    return this.get()?.timeZone ?? "UTC";
  }

  /** When the quiet hours `now` is inside end, or null (none set, or not inside them). */
  endOfQuietAt(now: number): number | null {
    const s = this.get();
    return s?.quiet ? quietHoursEnd(now, s.quiet, s.timeZone) : null;
  }

  /** A wake time moved out of quiet hours: a nudge due inside them is delivered at their end. */
  defer(at: number | null): number | null {
    const s = this.get();
    return at === null || !s ? at : deferPastQuietHours(at, s.quiet, s.timeZone);
  }
}
