// Mail in (issue 41): real mail files BCC'd or forwarded to an account's private address log an
// interaction with the contacts they were with, ask about strangers, and are refused when they are
// not the account's own mail, are sent to an address that is not (or no longer) the account's, or
// are too large. Nothing of the body is kept.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REFUSED } from "../../worker/mail-in/receive";
import alternative from "../fixtures/mail/alternative-enmime.eml?raw";
import encodedSubject from "../fixtures/mail/encoded-subject-enmime.eml?raw";
import forwarded from "../fixtures/mail/forwarded-gmail-qemu-devel.eml?raw";
import html from "../fixtures/mail/html-enmime.eml?raw";
import plain from "../fixtures/mail/plain-mailparser.eml?raw";
import { api, signUp } from "./helpers";
import { deliver, emailMessage, fromAccount, handOver, interactionsOf, personWithContacts, reviewsOf } from "./mail-in-helpers";

const QEMU_TITLE = "about the current status of Multi-process QEMU / out-of-process emulation";

describe("the mail-in address", () => {
  it("is the account's own, lower-case, and a new one replaces it", async () => {
    const { token, id } = await signUp();
    const first = await api("/api/mail-in", { token });
    expect(first.status).toBe(200);
    expect(first.json.address).toMatch(new RegExp(`^${id}\\.0\\.[0-9a-f]{24}@localhost$`));
    expect((await api("/api/mail-in", { token })).json.address).toBe(first.json.address);
    const rotated = await api("/api/mail-in/rotate", { token, method: "POST" });
    expect(rotated.json.address).toMatch(new RegExp(`^${id}\\.1\\.[0-9a-f]{24}@localhost$`));
    expect((await api("/api/mail-in", { token })).json.address).toBe(rotated.json.address);
  });
});

describe("mail in", () => {
  it("logs a BCC'd mail for the contact it was sent to, matched without regard to case", async () => {
    const ana = await personWithContacts([{ name: "Greg", email: "Greg@Inbucket.com" }, { name: "Bruno" }]);
    const [greg, bruno] = ana.contactIds as [number, number];
    const rejected = await deliver(fromAccount(alternative, ana.email), { from: ana.email, to: ana.address });
    expect(rejected).toEqual([]);
    expect(await interactionsOf(ana.token, greg)).toMatchObject([
      { title: "Multipart Mixed", source: "mail", at: "2012-10-19T19:22:49.000Z" },
    ]);
    expect(await interactionsOf(ana.token, bruno)).toEqual([]);
    expect(await reviewsOf(ana.token)).toEqual([]);
  });

  it("logs a forwarded mail for its original sender, under the original subject and date", async () => {
    const ana = await personWithContacts([
      { name: "Laurent Vivier", email: "laurent@vivier.eu" },
      { name: "Dongli Zhang", email: "dongli.zhang@oracle.com" },
    ]);
    const [laurent, dongli] = ana.contactIds as [number, number];
    expect(await deliver(fromAccount(forwarded, ana.email), { from: ana.email, to: ana.address })).toEqual([]);
    // The forward's own recipients are whom the account forwarded to, not whom it was in touch with.
    expect(await interactionsOf(ana.token, laurent)).toMatchObject([{ title: QEMU_TITLE, source: "mail", at: "2022-06-03T16:14:00.000Z" }]);
    expect(await interactionsOf(ana.token, dongli)).toEqual([]);
    expect(await reviewsOf(ana.token)).toEqual([]);
  });

  it("asks about an address no contact has, with the name the mail gave it and its decoded subject", async () => {
    const ana = await personWithContacts([]);
    expect(await deliver(fromAccount(encodedSubject, ana.email), { from: ana.email, to: ana.address })).toEqual([]);
    expect(await deliver(fromAccount(plain, ana.email), { from: ana.email, to: ana.address })).toEqual([]);
    expect(await reviewsOf(ana.token)).toEqual([
      expect.objectContaining({ kind: "person", source: "mail", title: "test", name: null, email: "andris.reinman@gmail.com" }),
      expect.objectContaining({
        kind: "person",
        source: "mail",
        title: "MIME UTF8 Test ¢ More Text",
        name: "Mirosław Marczak",
        email: "marczak@inbucket.com",
        at: "2012-10-19T19:22:49.000Z",
      }),
    ]);
  });

  it("logs the same mail once however often it arrives, with or without a Message-ID", async () => {
    const ana = await personWithContacts([{ name: "Greg", email: "greg@inbucket.com" }]);
    const [greg] = ana.contactIds as [number];
    for (const raw of [html, html, alternative, alternative]) {
      expect(await deliver(fromAccount(raw, ana.email), { from: ana.email, to: ana.address })).toEqual([]);
    }
    expect((await interactionsOf(ana.token, greg)).map((i) => i.title)).toEqual([
      "Multipart Mixed",
      "test Sun, 14 Oct 2012 16:09:01 -0700",
    ]);
  });

  it("refuses mail whose envelope or From header is not the account's own, and logs nothing for anyone", async () => {
    const ana = await personWithContacts([{ name: "Greg", email: "greg@inbucket.com" }]);
    const [greg] = ana.contactIds as [number];
    const stranger = "mallory@example.net";
    // The envelope says the account, the header a stranger: the file as it is.
    expect(await deliver(alternative, { from: ana.email, to: ana.address })).toEqual([REFUSED.notOwner]);
    // The header says the account, the envelope a stranger.
    expect(await deliver(fromAccount(alternative, ana.email), { from: stranger, to: ana.address })).toEqual([REFUSED.notOwner]);
    expect(await interactionsOf(ana.token, greg)).toEqual([]);
    expect(await reviewsOf(ana.token)).toEqual([]);
  });

  it("refuses mail to an account whose email is not confirmed", async () => {
    const { token, email } = await signUp();
    const address = (await api("/api/mail-in", { token })).json.address;
    expect(await deliver(fromAccount(plain, email), { from: email, to: address })).toEqual([REFUSED.notOwner]);
    expect(await reviewsOf(token)).toEqual([]);
  });

  it("refuses an old address after a new one, a tampered one, and another account's", async () => {
    const ana = await personWithContacts([{ name: "Greg", email: "greg@inbucket.com" }]);
    const bruno = await personWithContacts([{ name: "Greg", email: "greg@inbucket.com" }]);
    const old = ana.address;
    const current = (await api("/api/mail-in/rotate", { token: ana.token, method: "POST" })).json.address as string;
    const mail = fromAccount(alternative, ana.email);
    expect(await deliver(mail, { from: ana.email, to: old })).toEqual([REFUSED.unknownAddress]);
    const tampered = current.replace(/^(\d+\.\d+\.)([0-9a-f])/, (_, head, c) => head + (c === "0" ? "1" : "0"));
    expect(await deliver(mail, { from: ana.email, to: tampered })).toEqual([REFUSED.unknownAddress]);
    expect(await deliver(mail, { from: ana.email, to: `${current.split("@")[0]}@elsewhere.example` })).toEqual([REFUSED.unknownAddress]);
    // Ana's own mail to Bruno's address is not Bruno's mail.
    expect(await deliver(mail, { from: ana.email, to: bruno.address })).toEqual([REFUSED.notOwner]);
    expect(await interactionsOf(ana.token, ana.contactIds[0] as number)).toEqual([]);
    expect(await interactionsOf(bruno.token, bruno.contactIds[0] as number)).toEqual([]);
    // The current one works, written in any case.
    expect(await deliver(mail, { from: ana.email.toUpperCase(), to: current.toUpperCase() })).toEqual([]);
    expect(await interactionsOf(ana.token, ana.contactIds[0] as number)).toHaveLength(1);
  });

  it("refuses mail over 1 MB without reading it", async () => {
    const ana = await personWithContacts([{ name: "Greg", email: "greg@inbucket.com" }]);
    const sent = emailMessage(fromAccount(alternative, ana.email), { from: ana.email, to: ana.address, rawSize: 1024 * 1024 + 1 });
    await handOver(sent);
    expect(sent.rejected).toEqual([REFUSED.tooLarge]);
    expect(sent.message.raw.locked).toBe(false);
    expect(await interactionsOf(ana.token, ana.contactIds[0] as number)).toEqual([]);
  });

  it("refuses mail that names no one and a message that is not mail, without throwing", async () => {
    const ana = await personWithContacts([]);
    const toNobody = `From: ${ana.email}\r\nTo: ${ana.address}\r\nSubject: Note to self\r\n\r\nHello`;
    expect(await deliver(toNobody, { from: ana.email, to: ana.address })).toEqual([REFUSED.nobody]);
    expect(await deliver(new Uint8Array([0, 255, 13, 10, 0]), { from: ana.email, to: ana.address })).toEqual([REFUSED.notOwner]);
  });

  it("keeps nothing of the body, in any table", async () => {
    const ana = await personWithContacts([{ name: "Laurent Vivier", email: "laurent@vivier.eu" }]);
    expect(await deliver(fromAccount(forwarded, ana.email), { from: ana.email, to: ana.address })).toEqual([]);
    const phrases = ["not the author of this documentation", "multi-process QEMU&quot; feature", "I'm interested in the"];
    const tables = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
    ).all<{
      name: string;
    }>();
    for (const { name } of tables.results) {
      const rows = JSON.stringify((await env.DB.prepare(`select * from "${name}"`).all()).results);
      for (const phrase of phrases) expect(rows.includes(phrase), `${name} holds "${phrase}"`).toBe(false);
    }
  });
});
