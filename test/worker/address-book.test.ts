// CardDAV sync (issue 23) against a real CardDAV server: Radicale, started by global-setup.ts.
// Each test has its own person on the server (carddav-helpers.ts) and its own Nudge account.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeSyncBatch, queueDueSyncs } from "../../worker/carddav/queue";
import { api, expectRefused, signUp } from "./helpers";
import { accountOf, carddavUrl, deleteCard, makeBook, putCard } from "./carddav-helpers";

type Person = Awaited<ReturnType<typeof signUp>>;

const connect = (user: Person, person: string, overrides: Record<string, string> = {}) =>
  api("/api/address-book", { method: "PUT", token: user.token, body: { ...accountOf(person), ...overrides } });
const syncNow = (user: Person) => api("/api/address-book/sync", { method: "POST", token: user.token });
const contactsOf = async (user: Person) => (await api("/api/contacts", { token: user.token })).json as any[];
const byName = async (user: Person, name: string) => (await contactsOf(user)).find((c) => c.name === name);

/** Waits until the check holds (the queue consumer runs beside the test), or fails after a while. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe("address book sync", () => {
  it("connects, brings every card in as a contact with its birthday, and never gives the password back", async () => {
    await makeBook("person1");
    await putCard("person1", {
      uid: "ana",
      name: "Ana Lima",
      tel: "+49 151 23456789",
      bday: "1990-03-14",
      note: "Met at the climbing gym",
      org: "Acme",
      categories: "Friends,Climbing",
    });
    await putCard("person1", { uid: "ben", name: "Ben Okafor", email: "ben@example.com" });
    const user = await signUp();

    const res = await connect(user, "person1");
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ created: 2, updated: 0, unlinked: 0, remaining: 0, skipped: 0 });
    expect(res.json.addressBook).toMatchObject({ url: carddavUrl(), username: "person1", lastError: null, linked: 2 });
    expect(JSON.stringify(res.json)).not.toContain(accountOf("person1").password);
    expect((await api("/api/address-book", { token: user.token })).json).not.toHaveProperty("password");

    const ana = await byName(user, "Ana Lima");
    expect(ana).toMatchObject({ phoneNumber: "+4915123456789", notes: "Acme\nMet at the climbing gym" });
    expect((await byName(user, "Ben Okafor")).email).toBe("ben@example.com");
    const dates = (await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json;
    expect(dates).toMatchObject([{ label: "Birthday", date: "1990-03-14" }]);
    // The card's groups became circles with her in them.
    const circles = (await api("/api/circles", { token: user.token })).json as { id: number; name: string }[];
    expect(circles.map((c) => c.name).sort()).toEqual(["Climbing", "Friends"]);
    expect([...ana.circleIds].sort()).toEqual(circles.map((c) => c.id).sort());

    // Stored sealed: the row holds no trace of the password.
    const row = await env.DB.prepare("SELECT password FROM address_books WHERE userId = ?").bind(user.id).first<{ password: string }>();
    expect(row!.password).toMatch(/^v1\./);
    expect(row!.password).not.toContain(accountOf("person1").password);
  });

  it("follows the server's changes to name and number, and keeps Nudge's notes, rhythm and dates", async () => {
    await makeBook("person2");
    await putCard("person2", { uid: "ana", name: "Ana Lima", tel: "+49 151 23456789", bday: "1990-03-14" });
    const user = await signUp();
    await connect(user, "person2");
    const ana = await byName(user, "Ana Lima");
    const edited = await api(`/api/contacts/${ana.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Ana Lima", phoneNumber: ana.phoneNumber, notes: "Loves board games", cadenceEvery: 2, cadenceUnit: "week" },
    });
    expect(edited.status).toBe(200);

    await putCard("person2", { uid: "ana", name: "Ana Lima Souza", tel: "+49 151 99999999", note: "A note from the phone" });
    const res = await syncNow(user);
    expect(res.status).toBe(200);
    expect(res.json.counts).toMatchObject({ created: 0, updated: 1, unlinked: 0 });

    const after = await byName(user, "Ana Lima Souza");
    expect(after).toMatchObject({
      id: ana.id,
      phoneNumber: "+4915199999999",
      notes: "Loves board games",
      cadenceEvery: 2,
      cadenceUnit: "week",
    });
    expect((await api(`/api/contacts/${ana.id}/dates`, { token: user.token })).json).toMatchObject([
      { label: "Birthday", date: "1990-03-14" },
    ]);
    // The check-in nudge took the new name.
    const nudges = (await api("/api/reminders", { token: user.token })).json as { targetName: string }[];
    expect(nudges.map((n) => n.targetName)).toContain("Ana Lima Souza");
    expect(nudges.map((n) => n.targetName)).not.toContain("Ana Lima");

    // Nothing changed on the server: nothing is fetched or written again.
    expect((await syncNow(user)).json.counts).toEqual({ created: 0, updated: 0, unlinked: 0, remaining: 0, skipped: 0 });
  });

  it("unlinks a contact whose card was deleted on the server, and keeps the contact", async () => {
    await makeBook("person3");
    await putCard("person3", { uid: "ana", name: "Ana Lima", tel: "+49 151 23456789" });
    await putCard("person3", { uid: "ben", name: "Ben Okafor", tel: "+49 151 11111111" });
    const user = await signUp();
    await connect(user, "person3");

    await deleteCard("person3", "ben");
    const res = await syncNow(user);
    expect(res.json.counts).toMatchObject({ unlinked: 1, created: 0 });
    expect(res.json.addressBook.linked).toBe(1);
    expect(await byName(user, "Ben Okafor")).toBeDefined();

    // A card with Ben's number added again links him again rather than making a second Ben.
    await putCard("person3", { uid: "ben-2", name: "Ben Okafor", tel: "+49 151 11111111" });
    expect((await syncNow(user)).json.counts).toMatchObject({ created: 0 });
    expect((await contactsOf(user)).filter((c) => c.name === "Ben Okafor")).toHaveLength(1);
  });

  it("links a contact already in Nudge by its number instead of adding it twice, and doesn't bring back one deleted in Nudge", async () => {
    await makeBook("person4");
    await putCard("person4", { uid: "ana", name: "Ana L.", tel: "+4915123456789", email: "ana@example.com" });
    await putCard("person4", { uid: "ben", name: "Ben Okafor", tel: "+49 151 11111111" });
    const user = await signUp();
    const mine = (await api("/api/contacts", { token: user.token, body: { name: "Ana Lima", phoneNumber: "+49 151 23456789" } })).json;

    const res = await connect(user, "person4");
    expect(res.json.counts).toMatchObject({ created: 1 });
    const contacts = await contactsOf(user);
    expect(contacts).toHaveLength(2);
    // Linked and filled in: the email was empty.
    expect(contacts.find((c) => c.id === mine.id)).toMatchObject({ name: "Ana Lima", email: "ana@example.com" });

    const ben = await byName(user, "Ben Okafor");
    expect((await api(`/api/contacts/${ben.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    await putCard("person4", { uid: "ben", name: "Ben Okafor", tel: "+49 151 11111111", note: "changed" });
    await syncNow(user);
    expect(await byName(user, "Ben Okafor")).toBeUndefined();
  });

  it("takes an iCloud group card as a circle its members join, not as a contact", async () => {
    await makeBook("person9");
    await putCard("person9", { uid: "ana-uid", name: "Ana Lima", tel: "+49 151 23456789" });
    await putCard("person9", {
      uid: "group-uid",
      text: [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "UID:group-uid",
        "FN:Climbing crew",
        "N:Climbing crew",
        "X-ADDRESSBOOKSERVER-KIND:group",
        "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ana-uid",
        "END:VCARD",
        "",
      ].join("\r\n"),
    });
    const user = await signUp();
    expect((await connect(user, "person9")).json.counts).toMatchObject({ created: 1, skipped: 1 });
    const contacts = await contactsOf(user);
    expect(contacts.map((c) => c.name)).toEqual(["Ana Lima"]);
    const circles = (await api("/api/circles", { token: user.token })).json as { id: number; name: string }[];
    expect(circles.map((c) => c.name)).toEqual(["Climbing crew"]);
    expect(contacts[0].circleIds).toEqual([circles[0]!.id]);
  });

  it("reads the server's cards with the file import's reader: escapes, notes, every name, no system groups (issue 39)", async () => {
    await makeBook("person13");
    const card = (uid: string, ...lines: string[]) =>
      putCard("person13", { uid, text: ["BEGIN:VCARD", "VERSION:3.0", `UID:${uid}`, ...lines, "END:VCARD", ""].join("\r\n") });
    await card(
      "first",
      "FN:First \\; special",
      "N:special;First;;;",
      "TEL;TYPE=CELL:+49 151 23456789",
      // Escaped as RFC 2426 says: Radicale itself keeps only the first part of a bare-comma NOTE.
      "NOTE:Met at the conference\\, Berlin\\, 2019.\\n\\nAsk about the new job.",
      "CATEGORIES:myContacts,starred,Climbing",
    );
    // Radicale takes no card without FN: an empty one, as some phones write, leaves N and ORG to name them.
    await card("bogus", "FN:", "N:bogus", "TEL:+49 151 11111111");
    await card("acme", "FN:", "N:;;;;", "ORG:Acme Plumbing", "TEL;TYPE=WORK:+49 30 901820");
    const user = await signUp();
    expect((await connect(user, "person13")).json.counts).toMatchObject({ created: 3, skipped: 0 });
    const contacts = await contactsOf(user);
    expect(contacts.map((c) => c.name).sort()).toEqual(["Acme Plumbing", "First ; special", "bogus"]);
    expect((await byName(user, "First ; special")).notes).toBe("Met at the conference, Berlin, 2019.\n\nAsk about the new job.");
    const circles = (await api("/api/circles", { token: user.token })).json as { name: string }[];
    expect(circles.map((c) => c.name)).toEqual(["Climbing"]);
  });

  it("refuses a wrong password with words a person can act on, and saves nothing", async () => {
    await makeBook("person5");
    const user = await signUp();
    expectRefused(
      await connect(user, "person5", { password: "not-the-password" }),
      400,
      "The server refused the user name or password. iCloud and Fastmail need an app password.",
    );
    expect((await api("/api/address-book", { token: user.token })).json).toBeNull();
  });

  it.each([
    ["http://contacts.example.com/", "The address must start with https://"],
    ["https://10.0.0.8/dav/", "10.0.0.8 is a private or local address"],
    ["https://169.254.169.254/", "169.254.169.254 is a private or local address"],
    ["https://[::1]:5232/", "::1 is a private or local address"],
    ["https://[::ffff:192.168.1.1]/", "::ffff:c0a8:101 is a private or local address"],
    ["https://localhost:5232/", "localhost is a local name; use the server's public address"],
    ["https://nas.local/", "nas.local is a local name; use the server's public address"],
    ["https://intranet/", "intranet is a local name; use the server's public address"],
    // A trailing dot names the same host (the DNS root): it is read without it.
    ["https://localhost./", "localhost is a local name; use the server's public address"],
    ["https://foo.localhost./", "foo.localhost is a local name; use the server's public address"],
    ["https://vm./", "vm is a local name; use the server's public address"],
    // An IPv4 address written into an IPv6 one is checked as the IPv4 address it carries:
    // v4-compatible (::127.0.0.1, ::169.254.169.254), v4-mapped in hex, SIIT, NAT64, 6to4, Teredo.
    ["https://[::7f00:1]/", "::7f00:1 is a private or local address"],
    ["https://[::a9fe:a9fe]/", "::a9fe:a9fe is a private or local address"],
    ["https://[::ffff:7f00:1]/", "::ffff:7f00:1 is a private or local address"],
    ["https://[::ffff:0:a00:1]/", "::ffff:0:a00:1 is a private or local address"],
    ["https://[64:ff9b::a9fe:a9fe]/", "64:ff9b::a9fe:a9fe is a private or local address"],
    ["https://[2002:a00:1::1]/", "2002:a00:1::1 is a private or local address"],
    ["https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", "2001:0:4136:e378:8000:63bf:80ff:fffe is a private or local address"],
    ["https://me:secret@dav.example.com/", "Put the user name and password in their own fields, not in the address"],
  ])("refuses %s before reaching it", async (url, message) => {
    const user = await signUp();
    expectRefused(await connect(user, "person5", { url }), 400, message);
  });

  it("checks the fields, answers 404 with nothing connected, and keeps each person's address book to themselves", async () => {
    const user = await signUp();
    expectRefused(
      await api("/api/address-book", { method: "PUT", token: user.token, body: { url: "", username: "a", password: "b" } }),
      400,
      "Enter the server's address",
    );
    expectRefused(
      await api("/api/address-book", { method: "PUT", token: user.token, body: { url: "x.example.com", username: "", password: "b" } }),
      400,
      "Enter your user name",
    );
    expectRefused(await syncNow(user), 404, "No address book is connected");
    expectRefused(await api("/api/address-book", { method: "DELETE", token: user.token }), 404, "No address book is connected");

    await makeBook("person6");
    await putCard("person6", { uid: "ana", name: "Ana Lima", tel: "+49 151 23456789" });
    await connect(user, "person6");
    const other = await signUp();
    expect((await api("/api/address-book", { token: other.token })).json).toBeNull();
    expect(await contactsOf(other)).toEqual([]);

    // Disconnecting keeps the contacts it brought.
    expect((await api("/api/address-book", { method: "DELETE", token: user.token })).json).toEqual({
      message: "Address book disconnected",
    });
    expect((await api("/api/address-book", { token: user.token })).json).toBeNull();
    expect(await byName(user, "Ana Lima")).toBeDefined();
  });

  it("syncs in the background: the cron queues due address books, the queue syncs them, a large one in several runs", async () => {
    await makeBook("person7");
    const total = 130;
    for (let i = 0; i < total; i++)
      await putCard("person7", { uid: `p${i}`, name: `Person ${i}`, tel: `+49 151 5${String(i).padStart(7, "0")}` });
    const user = await signUp();
    const first = await connect(user, "person7");
    // One run takes 100 cards; the rest goes on in the background by itself.
    expect(first.json.counts).toMatchObject({ created: 100, remaining: 30 });
    await eventually(async () => (await contactsOf(user)).length === total, "the rest of the cards");

    await putCard("person7", { uid: "p0", name: "Person Zero", tel: "+49 151 50000000" });
    // Not due yet: the cron leaves it alone.
    await queueDueSyncs(env);
    expect(await byName(user, "Person Zero")).toBeUndefined();
    // Due: the cron queues it and the consumer syncs it.
    await env.DB.prepare("UPDATE address_books SET nextSyncAt = 0 WHERE userId = ?").bind(user.id).run();
    expect(await queueDueSyncs(env)).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await byName(user, "Person Zero")) !== undefined, "the background sync");
    const book = (await api("/api/address-book", { token: user.token })).json;
    expect(book.linked).toBe(total);
    expect(Date.parse(book.nextSyncAt) - Date.now()).toBeGreaterThan(5 * 60 * 60 * 1000);
  }, 60_000);

  it("records a failed background sync for the person to see, and a consumer never runs two syncs of one book at once", async () => {
    await makeBook("person8");
    const user = await signUp();
    await connect(user, "person8");
    // The server changes the password (the person revoked the app password).
    await env.DB.prepare("UPDATE address_books SET username = 'person9' WHERE userId = ?").bind(user.id).run();
    const acks: string[] = [];
    const message = (id: string) => ({
      id,
      timestamp: new Date(),
      attempts: 1,
      body: { userId: user.id },
      ack: () => acks.push(`ack ${id}`),
      retry: () => acks.push(`retry ${id}`),
    });
    await consumeSyncBatch(
      { queue: "nudge-address-book-sync", messages: [message("a")] } as unknown as MessageBatch<{ userId: number }>,
      env,
    );
    expect(acks).toEqual(["ack a"]);
    const book = (await api("/api/address-book", { token: user.token })).json;
    expect(book.lastError).toBe("The server refused the user name or password. iCloud and Fastmail need an app password.");
    expectRefused(await syncNow(user), 502, book.lastError);

    // A sync holding the lease: the next one is told to wait.
    await env.DB.prepare("UPDATE address_books SET leaseUntil = ? WHERE userId = ?")
      .bind(Date.now() + 60_000, user.id)
      .run();
    expectRefused(await syncNow(user), 409, "This address book is syncing already. Try again in a minute.");
  });
});
