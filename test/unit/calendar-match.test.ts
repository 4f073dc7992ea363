// Who a calendar event is with (worker/calendar/match.ts): an address is sure, a name is a guess.
import { describe, expect, it } from "vitest";
import { matcher } from "../../worker/calendar/match";

const contacts = [
  { id: 1, name: "Ana Souza", email: "Ana.Souza@example.com" },
  { id: 2, name: "Bruno Díaz", email: null },
  { id: 3, name: "José Lima", email: "me@example.com" },
  { id: 4, name: "Maria Alves", email: null },
  { id: 5, name: "Maria Costa", email: null },
];
const match = matcher(contacts, ["me@example.com"]);
const event = (summary: string, emails: string[] = []) => ({ summary, emails });

describe("calendar matching", () => {
  it("an attendee or organiser address is the contact with that email, case ignored", () => {
    expect(match(event("Coffee", ["ana.souza@example.com"]))).toEqual({ contactIds: [1] });
  });

  it("the account's own address is no one", () => {
    expect(match(event("Standup", ["me@example.com"]))).toBeNull();
  });

  it("a title naming a contact is only a guess: full name, or a first name no one else has", () => {
    expect(match(event("Lunch with Ana"))).toEqual({ named: 1 });
    expect(match(event("Call bruno re: offer"))).toEqual({ named: 2 });
    expect(match(event("Dinner with Maria Costa"))).toEqual({ named: 5 });
  });

  it("accents and case are ignored both ways", () => {
    expect(match(event("Café com JOSE"))).toEqual({ named: 3 });
    expect(match(event("Call Bruno Diaz"))).toEqual({ named: 2 });
  });

  it("a first name two contacts share, or two people named, is no guess", () => {
    expect(match(event("Lunch with Maria"))).toBeNull();
    expect(match(event("Ana and Bruno"))).toBeNull();
  });

  it("an address wins over a name in the title", () => {
    expect(match(event("Lunch with Bruno", ["ana.souza@example.com"]))).toEqual({ contactIds: [1] });
  });
});
