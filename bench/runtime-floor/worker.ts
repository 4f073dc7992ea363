// A Durable Object that does the least a due nudge can: wake at its alarm, read its job from
// storage, make one request, clear the job. The app's scheduler does the same plus D1, the
// push encryption and TLS, so the gap between the two is the app's own cost.
import { DurableObject } from "cloudflare:workers";

type FloorEnv = { ALARMS: DurableObjectNamespace<BareAlarm> };
type Job = { sink: string };

export class BareAlarm extends DurableObject<FloorEnv> {
  async arm(at: number, sink: string) {
    await this.ctx.storage.put<Job>("job", { sink });
    await this.ctx.storage.setAlarm(at);
  }

  override async alarm() {
    const job = await this.ctx.storage.get<Job>("job");
    if (!job) return;
    await fetch(job.sink, { method: "POST", body: this.ctx.id.toString() });
    await this.ctx.storage.delete("job");
  }
}

export default {
  // POST /arm?from=0&count=200&at=<epoch ms>&sink=<url>: arms objects "alarm-<from>" … in parallel.
  async fetch(request: Request, env: FloorEnv) {
    const url = new URL(request.url);
    if (request.method !== "POST" || url.pathname !== "/arm") return new Response("ready");
    const from = Number(url.searchParams.get("from"));
    const count = Number(url.searchParams.get("count"));
    const at = Number(url.searchParams.get("at"));
    const sink = url.searchParams.get("sink") ?? "";
    await Promise.all(Array.from({ length: count }, (_, i) => env.ALARMS.get(env.ALARMS.idFromName(`alarm-${from + i}`)).arm(at, sink)));
    return new Response("armed");
  },
};
