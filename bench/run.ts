// `npm run bench`: builds and starts the app as `npm start` does (own port, fresh local D1),
// then measures delivery lateness and API speed; prints a table and writes bench/results.json.
// Last, the field metrics of a few pages in a throttled browser (bench/results-vitals.json).
// `node bench/run.ts vitals` (or `calendar`, `drafts`, `capacity`) runs only that section.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { Agent } from "undici";
import { ensureLocalCa } from "../test/support/local-ca.ts";
import { startMailSink } from "../test/support/mail-sink.ts";
import { startPushService } from "../test/support/push-service.ts";
import { seedAccounts, type Account } from "./accounts.ts";
import { measureApi } from "./api.ts";
import { makeDevices, measureCampaign } from "./campaign.ts";
import { measureClient } from "./client.ts";
import { measureImport } from "./contact-import.ts";
import { measureMailIn } from "./mail-in.ts";
import { measureReader } from "./vcard-reader.ts";
import { freshState, startApp } from "./app.ts";
import { measureDelivery, subscribeAll, type MakeDue } from "./delivery.ts";
import { measureDigest } from "./digest.ts";
import { measureEmailDelivery } from "./email-delivery.ts";
import { deliveryReport, draftsReport, report, vitalsReport } from "./report.ts";
import { checkInsDueAtMinute } from "./check-ins.ts";
import { startProfiler } from "./cpu-profile.ts";
import { measureAlarmFloor } from "./runtime-floor.ts";
import { measureBriefs } from "./briefs.ts";
import { BENCH_DRAFTS_MODEL, measureDrafts } from "./drafts.ts";
import { startOpenAiServer } from "../test/support/openai-server.ts";
import { measureCalendar, seedContacts } from "./calendar.ts";
import { startIcsServer } from "../test/support/ics-server.ts";
import { measureVitals, withNudges } from "./vitals.ts";
import { capacitySection } from "./capacity/section.ts";

const users = Number(process.env.BENCH_USERS ?? 200);
const emailUsers = Number(process.env.BENCH_EMAIL_USERS ?? 200);
const perUser = Number(process.env.BENCH_NUDGES_PER_USER ?? 5);
const burstUsers = Number(process.env.BENCH_BURST_USERS ?? 2000);
const briefUsers = Math.min(users, Number(process.env.BENCH_BRIEF_USERS ?? 100));
const campaignDevices = Number(process.env.BENCH_CAMPAIGN_DEVICES ?? 10_000);
const importCards = Number(process.env.BENCH_IMPORT_CARDS ?? 5000);
const durationS = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8799);
const stateDir = `.state/bench-${port}`;
const vitalsRuns = Number(process.env.BENCH_VITALS_RUNS ?? 3);

// BENCH_PROFILE=1: V8's profile of the Worker while the steady, burst and check-in nudges arrive, and over the campaign (cpu-profile.ts).
async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE !== "1") return measure();
  const profiler = await startProfiler(Number(process.env.BENCH_INSPECTOR_PORT ?? 9229), Number(process.env.BENCH_PROFILE_US ?? 1000));
  const result = await measure();
  console.error(`\nProfile of ${name} (.state/${name}.cpuprofile):\n${await profiler.stop(`.state/${name}.cpuprofile`)}`);
  return result;
}

const SECTIONS = ["vitals", "calendar", "drafts", "delivery", "capacity"];
const only = process.argv[2];
if (only !== undefined && !SECTIONS.includes(only)) {
  console.error(`No bench section "${only}": give one of ${SECTIONS.join(", ")}, or none for everything.`);
  process.exit(2);
}
if (only === "vitals") {
  await vitalsSection();
  process.exit(0);
}
if (only === "calendar") {
  await calendarSection();
  process.exit(0);
}
if (only === "drafts") {
  await draftsSection();
  process.exit(0);
}
if (only === "capacity") {
  await capacitySection(`${stateDir}-capacity`);
  process.exit(0);
}
// `delivery`: only the push figures a change to the delivery path moves (floor, steady, burst and
// its bare-alarm floor, campaign), for a before and after within minutes.
const deliveryOnly = only === "delivery";

// The vCard reader alone first, on an idle machine: nothing of the app is running yet.
const vcardReader = deliveryOnly ? null : measureReader(importCards);
const ca = await ensureLocalCa(".state/ca");
const push = await startPushService({ cert: ca.cert, key: ca.key });
const sink = await startMailSink("bench-mail-key");
const pushAgent = new Agent({ connect: { ca: readFileSync(ca.caCertPath, "utf8") } });
await freshState(stateDir);
// Accounts: [reader (a developer), writer, floor, …steady users, …burst users, …campaign users,
// …email users (no device, confirmed address)]. The campaign's audience: extra devices on extra
// users, seeded with the accounts.
const devices = await makeDevices(push, pushAgent, campaignDevices);
const withDevices = 3 + users + burstUsers + Math.ceil(campaignDevices / 10);
const accounts = await seedAccounts(stateDir, withDevices + (deliveryOnly ? 0 : emailUsers), devices, withDevices + 1);
const [reader, writer, floor] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]];
const steady = accounts.slice(3, 3 + users);
const burst = accounts.slice(3 + users, 3 + users + burstUsers);
const emailed = accounts.slice(withDevices);
// The briefs' calendars, served on this machine (allow-listed past the guard, as in the tests).
const briefCalendars = await startIcsServer();
const app = await startApp(port, stateDir, {
  NODE_EXTRA_CA_CERTS: ca.caCertPath,
  NUDGE_VARS: JSON.stringify({
    PUSH_ENDPOINT_HOSTS: "127.0.0.1",
    MAIL_API_URL: `${sink.url}/emails`,
    MAIL_API_KEY: "bench-mail-key",
    CARDDAV_PRIVATE_HOSTS: "127.0.0.1",
  }),
});
try {
  await subscribeAll(app.url, push, pushAgent, [floor, ...steady, ...burst]);
  // Nudges due inside one window for these accounts, delivered and profiled under `name`.
  const nudgesDue = (name: string, accounts: Account[], perUser: number, windowMs: number, make?: MakeDue) =>
    measureDelivery({
      app: app.url,
      push,
      pushAgent,
      accounts,
      perUser,
      windowMs,
      workerdCpuMs: app.workerdCpuMs,
      make,
      around: (wait) => profiled(name, wait),
    });
  const delivery = {
    // The floor: one nudge on an idle app, the baseline the loaded figures stand beside.
    single: await measureDelivery({
      app: app.url,
      push,
      pushAgent,
      accounts: [floor],
      perUser: 1,
      windowMs: 1,
      workerdCpuMs: app.workerdCpuMs,
    }),
    steady: await nudgesDue("steady", steady, perUser, 10_000),
    burst: await nudgesDue("burst", burst, 1, 1_000),
    // The same people, each with a check-in due in one second: 09:00's usual nudge, and its renewal.
    checkIns: await nudgesDue("checkIns", burst, 1, 1_000, checkInsDueAtMinute),
  };
  if (deliveryOnly) {
    console.error(JSON.stringify(delivery));
    // The campaign while the app is warm, then the floor (the app idle meanwhile).
    const campaign = await profiled("campaign", () => measureCampaign(app.url, push, reader, app.workerdCpuMs));
    const alarmFloor = await measureAlarmFloor(port + 1, burstUsers);
    // What a push delivery must do beyond the bare alarm, a step at a time (runtime-floor.ts).
    const floorSteps = {
      tls: await measureAlarmFloor(port + 1, burstUsers, "tls", ca),
      push: await measureAlarmFloor(port + 1, burstUsers, "push", ca),
      claim: await measureAlarmFloor(port + 1, burstUsers, "claim", ca),
    };
    writeFileSync(
      "bench/results-delivery.json",
      `${JSON.stringify({ at: new Date().toISOString(), delivery, alarmFloor, floorSteps, campaign }, null, 2)}\n`,
    );
    console.log(deliveryReport({ delivery, alarmFloor, floorSteps, campaign }));
    app.stop();
    process.exit(0); // the finally's closes would wait for idle keep-alive sockets
  }
  // Nudges of people with no device: the email is the delivery.
  const email = await measureEmailDelivery({
    app: app.url,
    sink,
    accounts: emailed,
    perUser,
    windowMs: 10_000,
    workerdCpuMs: app.workerdCpuMs,
  });
  // Meeting briefs from connected calendars, due inside one window, on the steady users' devices.
  const briefs = await measureBriefs({
    app: app.url,
    push,
    ics: {
      url: briefCalendars.url,
      publish: async (name, body) => {
        await fetch(`${briefCalendars.url}/${name}.ics`, { method: "PUT", body });
      },
    },
    accounts: steady.slice(0, briefUsers),
    windowMs: 10_000,
    workerdCpuMs: app.workerdCpuMs,
  });
  // The burst's baseline, right after it: as many bare alarms on the same runtime, app idle.
  const alarmFloor = await measureAlarmFloor(port + 1, burstUsers);
  // The burst's users again, each with a daily digest due in the same minute.
  const digest = await measureDigest(app.url, push, burst, app.workerdCpuMs);
  const campaign = await measureCampaign(app.url, push, reader, app.workerdCpuMs);
  const api = await measureApi(app.url, reader, writer, 500, durationS);
  // The reader (user 1) is a developer, so /admin shows the console, not its 403 page.
  const client = await measureClient(app.url, [
    { path: "/", shows: "Never let relationships fade away" },
    { path: "/login", shows: "Welcome Back" },
    { path: "/pricing", shows: "Keep every relationship warm for $7 a month" },
    { path: "/dashboard", shows: "Stay Connected", account: reader },
    { path: "/admin", shows: "Admin Dashboard", account: reader },
  ]);
  // A confirmed account (no device: its nudges were emailed) gets mail at its mail-in address.
  const mailIn = await measureMailIn(app.url, emailed[0]!, `bench-${emailed[0]!.id}@nudge.test`, app.workerdCpuMs);
  // Last: the floor account, idle since its one nudge, imports a whole address book.
  const contactImport = await measureImport(app.url, floor, importCards, app.workerdCpuMs);
  const results = {
    at: new Date().toISOString(),
    delivery,
    email,
    briefs,
    alarmFloor,
    digest,
    campaign,
    api,
    client,
    contactImport,
    mailIn,
    reader: vcardReader!,
  };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log(report(results));
} finally {
  app.stop();
  await briefCalendars.close();
  await push.close();
  await sink.close();
}

await calendarSection();
await draftsSection();
await capacitySection(`${stateDir}-capacity`);
await vitalsSection();

/**
 * Message drafts, on an app of its own (port + 4) whose model is a local OpenAI stand-in this run
 * starts, so no other section's app has a model configured. Added to bench/results.json as
 * `drafts`, beside the figures already there (run alone, it keeps the last full run's).
 */
async function draftsSection() {
  const state = `${stateDir}-drafts`;
  await freshState(state);
  const accounts = await seedAccounts(state, 3);
  const standIn = await startOpenAiServer("bench-openai-key");
  const running = await startApp(port + 4, state, {
    NUDGE_VARS: JSON.stringify({ OPENAI_API_KEY: "bench-openai-key", OPENAI_BASE_URL: standIn.url, OPENAI_MODEL: BENCH_DRAFTS_MODEL }),
  });
  try {
    const behave = async (mode: string) => {
      const res = await fetch(`${standIn.url.replace(/\/v1$/, "")}/behaviour?model=${BENCH_DRAFTS_MODEL}`, { method: "PUT", body: mode });
      if (!res.ok) throw new Error(`the stand-in refused behaviour ${mode}: ${res.status}`);
    };
    const modelCalls = async () =>
      ((await (await fetch(`${standIn.url.replace(/\/v1$/, "")}/requests?model=${BENCH_DRAFTS_MODEL}`)).json()) as unknown[]).length;
    const drafts = await measureDrafts({ app: running, accounts: accounts as [Account, Account, Account], behave, modelCalls });
    const file = "bench/results.json";
    const earlier = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    writeFileSync(file, `${JSON.stringify({ ...earlier, drafts: { at: new Date().toISOString(), ...drafts } }, null, 2)}\n`);
    console.log(draftsReport(drafts));
  } finally {
    running.stop();
    await standIn.close();
  }
}

/**
 * Calendar in, on an app of its own (port + 3): one person with 5 000 contacts pulls a 2 000-event
 * calendar from a local ICS server, then pulls it again unchanged.
 */
async function calendarSection() {
  const state = `${stateDir}-calendar`;
  await freshState(state);
  const [person] = await seedAccounts(state, 1);
  const sizes = {
    events: Number(process.env.BENCH_CALENDAR_EVENTS ?? 2000),
    contacts: Number(process.env.BENCH_CALENDAR_CONTACTS ?? 5000),
  };
  seedContacts(state, person!.id, sizes.contacts);
  const ics = await startIcsServer();
  const running = await startApp(port + 3, state, { NUDGE_VARS: JSON.stringify({ CARDDAV_PRIVATE_HOSTS: "127.0.0.1" }) });
  try {
    const calendar = await measureCalendar(
      running,
      person!,
      {
        url: ics.url,
        publish: async (name, body) => {
          await fetch(`${ics.url}/${name}.ics`, { method: "PUT", body });
        },
        fetches: async (name) => Number(await (await fetch(`${ics.url}/_count/${name}.ics`)).text()),
      },
      sizes,
    );
    writeFileSync("bench/results-calendar.json", `${JSON.stringify({ at: new Date().toISOString(), calendar }, null, 2)}\n`);
    console.log(
      `Calendar in: ${calendar.events} events × ${calendar.contacts} contacts → ${calendar.logged} logged, ${calendar.review} to review in ${calendar.runs} runs: ` +
        `${calendar.firstPullCpuMs} ms workerd CPU (target ≤ 5000), ${calendar.firstPullMs} ms wall; unchanged re-pull: ` +
        `${calendar.unchangedRequests} request(s) (≤ 1), ${calendar.unchangedCpuMs} ms CPU (≤ 50)`,
    );
  } finally {
    running.stop();
    await ics.close();
  }
}

/**
 * The field metrics section, on an app of its own (port + 2) served over HTTP/2 as a deploy is:
 * a fresh database with one signed-in person.
 */
async function vitalsSection() {
  const state = `${stateDir}-vitals`;
  await freshState(state);
  const [person] = await seedAccounts(state, 1);
  const running = await startApp(port + 2, state, { NUDGE_HTTPS: "1" });
  try {
    await withNudges(running, person!);
    const vitals = await measureVitals(
      running.url,
      [
        // Harmless clicks for INP: the landing page's heading, the sign-in page's switch to the
        // sign-up form, the dashboard's Contacts tab.
        { path: "/", shows: "Never let relationships fade away", click: (page) => page.getByRole("heading", { level: 1 }).click() },
        { path: "/login", shows: "Welcome Back", click: (page) => page.getByRole("button", { name: "Create one" }).click() },
        {
          path: "/dashboard",
          shows: "Stay Connected",
          account: person,
          click: (page) => page.getByRole("tab", { name: "Contacts" }).click(),
        },
      ],
      vitalsRuns,
    );
    writeFileSync("bench/results-vitals.json", `${JSON.stringify({ at: new Date().toISOString(), ...vitals }, null, 2)}\n`);
    console.log(vitalsReport(vitals));
  } finally {
    running.stop();
  }
}
