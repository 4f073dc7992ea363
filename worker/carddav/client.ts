// Reading a CardDAV server with tsdav (RFC 6352): find the person's address books from the URL
// they gave (service discovery, principal, home set), list each book's cards with their ETags, and
// fetch the cards that changed with addressbook-multiget. Every request goes through guard.ts.
// Failures become a CardDavError whose message a person can act on.
import { t } from "@lingui/core/macro";
import type { DAVAddressBook } from "tsdav";
import { davClient } from "./dav-client";
import { RefusedAddress } from "./guard";

export type Server = { url: string; username: string; password: string };
/** A card on the server: its path and version, and its text once fetched. */
export type Card = { href: string; etag: string | null; data?: string };
export type Book = { url: string; name: string };

// Hrefs per addressbook-multiget: keeps one REPORT's body and answer a sensible size.
const MULTIGET_HREFS = 100;

export class CardDavError extends Error {}

export type Connection = { books: Book[]; list(book: Book): Promise<Card[]>; read(book: Book, hrefs: string[]): Promise<Card[]> };

/** The card's path on the server, however the server wrote it (absolute URL or path). */
const pathOf = (href: string, base: string) => new URL(href, base).pathname;

function explain(error: unknown, server: Server, rejected: boolean): CardDavError {
  if (error instanceof CardDavError) return error;
  if (error instanceof RefusedAddress) return new CardDavError(error.message);
  if (rejected) return new CardDavError(t`The server refused the user name or password. iCloud and Fastmail need an app password.`);
  const host = new URL(server.url).host;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return new CardDavError(t`${host} took too long to answer. Try again later.`);
  if (error instanceof TypeError) return new CardDavError(t`Couldn't reach ${host}. Check the address.`);
  // Not one we know: the log keeps what it was for whoever looks into it.
  console.warn(`CardDAV ${host}:`, error);
  return new CardDavError(t`${host} doesn't answer as a CardDAV server. Check the address.`);
}

/** Signs in and finds the address books; throws a CardDavError when that fails. */
export async function connect(server: Server, privateHostsSetting: string | undefined): Promise<Connection> {
  const { client, rejected } = davClient(server, "carddav", privateHostsSetting);
  const guard = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw explain(error, server, rejected());
    }
  };
  const found = await guard(async () => {
    await client.login();
    return client.fetchAddressBooks();
  });
  if (rejected()) throw explain(null, server, true);
  if (found.length === 0) throw new CardDavError(t`No address book was found for this account.`);
  const byUrl = new Map<string, DAVAddressBook>(found.map((b) => [b.url, b]));
  return {
    books: found.map((b) => ({ url: b.url, name: String(b.displayName || "Contacts") })),
    list: (book) =>
      guard(async () => {
        const answers = await client.addressBookQuery({ url: book.url, props: { "d:getetag": {} }, depth: "1" });
        if (rejected()) throw explain(null, server, true);
        return answers
          .filter((a) => a.ok !== false && a.href && pathOf(a.href, book.url) !== new URL(book.url).pathname)
          .map((a) => ({ href: pathOf(a.href!, book.url), etag: a.props?.getetag == null ? null : String(a.props.getetag) }));
      }),
    read: (book, hrefs) =>
      guard(async () => {
        const cards: Card[] = [];
        for (let i = 0; i < hrefs.length; i += MULTIGET_HREFS) {
          const got = await client.fetchVCards({ addressBook: byUrl.get(book.url)!, objectUrls: hrefs.slice(i, i + MULTIGET_HREFS) });
          for (const card of got)
            if (typeof card.data === "string") cards.push({ href: pathOf(card.url, book.url), etag: card.etag ?? null, data: card.data });
        }
        return cards;
      }),
  };
}
