import { describe, expect, it } from "vitest";
import { contactsNamedIn, foldName } from "../../worker/contracts/name-match";

const people = [
  { id: 1, name: "Ana Souza" },
  { id: 2, name: "Ana Lima" },
  { id: 3, name: "Bruno Dias" },
  { id: 4, name: "José Álvarez" },
  { id: 5, name: "Zoë O’Brien" },
];
const named = (text: string) => contactsNamedIn(text, people).map((p) => p.id);

describe("who a text names", () => {
  it("finds a first name alone only when one contact has it", () => {
    expect(named("Call Bruno re: offer")).toEqual([3]);
    expect(named("For Bruno's trip")).toEqual([3]);
    // Two Anas: "Ana" alone could be either, so neither is guessed.
    expect(named("Lunch with Ana")).toEqual([]);
    expect(named("Lunch with Ana Lima")).toEqual([2]);
  });

  it("ignores accents and case, both ways", () => {
    expect(named("coffee w/ JOSE")).toEqual([4]);
    expect(named("Drinks with jose alvarez")).toEqual([4]);
    expect(contactsNamedIn("Dinner with Zoe O'Brien", [...people, { id: 6, name: "Zoë Hart" }]).map((p) => p.id)).toEqual([5]);
    expect(foldName("Ána  O’BRIEN")).toBe("ana  o'brien");
  });

  it("matches whole words, not parts of them", () => {
    expect(named("Brunonian alumni dinner")).toEqual([]);
    expect(named("Anastasia's party")).toEqual([]);
    expect(named("")).toEqual([]);
  });

  it("can name several people", () => {
    expect(named("Bruno and José, planning")).toEqual([3, 4]);
  });
});
