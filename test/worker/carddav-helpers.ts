// The test CardDAV server (Radicale, started by global-setup.ts) as the worker tests use it: an
// address book per person on the server (test/support/carddav-cards.ts).
import { inject } from "vitest";
import { addressBookOn, type CardFields } from "../support/carddav-cards";

export const carddavUrl = () => inject("carddavUrl");

/** The server's person the route table's fixture connects (own-rows.ts): tests leave their book empty. */
export const FIXTURE_PERSON = "person16";

const book = (person: string) => addressBookOn(carddavUrl(), person);

/** What the person types into Nudge to connect their address book on the test server. */
export const accountOf = (person: string) => book(person).account;
export const makeBook = (person: string) => book(person).make();
export const putCard = (person: string, card: CardFields | { uid: string; text: string }) => book(person).put(card);
export const deleteCard = (person: string, uid: string) => book(person).delete(uid);
