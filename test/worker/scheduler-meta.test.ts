// The scheduler's keyed values (meta.ts): read in one statement per object lifetime, written
// through, and read again from storage after a transaction that wrote them rolled back.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Meta } from "../../worker/delivery/meta";
import type { NudgeScheduler } from "../../worker/delivery/scheduler";
import { noting, personWithNudge, stubOf } from "./delivery-helpers";

describe("the scheduler's keyed values", () => {
  it("are read in one statement, whatever is asked, and a value is written only when it changes", async () => {
    const { user } = await personWithNudge();
    await runInDurableObject(stubOf(user.id), async (_instance: NudgeScheduler, state) => {
      const statements: string[] = [];
      const sql = noting(state.storage.sql, statements);
      const meta = new Meta(sql);
      expect(meta.get("meta", "userId")).toBe(String(user.id));
      expect(meta.get("meta", "nextNudgeAt")).not.toBeNull();
      expect(meta.get("digest_meta", "rule")).toBeNull();
      expect(statements).toHaveLength(1);
      meta.set("meta", "userId", String(user.id));
      expect(statements).toHaveLength(1);
      meta.setAll("meta", [
        ["lastClaimAt", "5"],
        ["openClaimAt", "5"],
      ]);
      meta.delete("meta", "openClaimAt", "never-set");
      expect(statements).toHaveLength(3);
      expect(new Meta(state.storage.sql).get("meta", "lastClaimAt")).toBe("5");
      expect(new Meta(state.storage.sql).get("meta", "openClaimAt")).toBeNull();
    });
  });

  it("are read again from storage after a transaction that wrote them rolled back", async () => {
    const { user } = await personWithNudge();
    await runInDurableObject(stubOf(user.id), async (_instance: NudgeScheduler, state) => {
      const meta = new Meta(state.storage.sql);
      meta.set("meta", "openClaimAt", "7");
      expect(() =>
        state.storage.transactionSync(() => {
          meta.delete("meta", "openClaimAt");
          throw new Error("the staging failed");
        }),
      ).toThrow("the staging failed");
      // What memory holds is what the rolled-back transaction wrote, until it is dropped.
      expect(meta.get("meta", "openClaimAt")).toBeNull();
      meta.reset();
      expect(meta.get("meta", "openClaimAt")).toBe("7");
    });
  });
});
