import { describe, expect, it } from "vitest";
import { andList, intlLocaleOf } from "../../worker/contracts/intl-locale";

describe("andList: a list as the language writes one", () => {
  it("joins English without the serial comma, as the app always has", () => {
    expect(andList([], "en")).toBe("");
    expect(andList(["Ana"], "en")).toBe("Ana");
    expect(andList(["Ana", "Ben"], "en")).toBe("Ana and Ben");
    expect(andList(["Ana", "Ben", "Cara"], "en")).toBe("Ana, Ben and Cara");
    expect(andList(["Ana", "Ben", "Cara"], "pseudo")).toBe("Ana, Ben and Cara");
  });

  it("joins other languages with their own word and commas", () => {
    expect(andList(["Ana", "Ben", "Cara"], "es")).toBe("Ana, Ben y Cara");
    expect(andList(["Ana", "Ben", "Cara"], "de")).toBe("Ana, Ben und Cara");
    expect(andList(["Ana", "Ben", "Cara"], "fr")).toBe("Ana, Ben et Cara");
    expect(andList(["Ana", "Ben", "Cara"], "pt-BR")).toBe("Ana, Ben e Cara");
    expect(andList(["أنا", "بن", "كارا"], "ar")).toBe("أنا وبن وكارا");
  });
});

describe("intlLocaleOf", () => {
  it("writes English as en-US (the spec's dates) and any other language as itself", () => {
    expect(new Date(Date.UTC(2026, 10, 28)).toLocaleDateString(intlLocaleOf("en"), { dateStyle: "long", timeZone: "UTC" })).toBe(
      "November 28, 2026",
    );
    expect(intlLocaleOf(undefined)).toBe("en-US");
    expect(intlLocaleOf("pseudo")).toBe("en-US");
    expect(intlLocaleOf("pt-BR")).toBe("pt-BR");
  });
});

describe("the digest's names", () => {
  it("lists the first four and counts the rest, in one list", async () => {
    const { digestPayload } = await import("../../worker/delivery/digest-push");
    const links = { message: null, call: null } as never;
    const names = ["Ana", "Ben", "Cara", "Dan", "Eve", "Finn"];
    const today = {
      date: "2026-11-28",
      timeZone: "UTC",
      nudges: names.map((name, id) => ({ contact: { id, name }, message: "Hi", links })),
      checkIns: [],
      dates: [],
    } as never;
    expect(digestPayload(today, "daily", "https://nudge.example", "all").notification.body).toBe("Ana, Ben, Cara, Dan and 2 more");
    const three = {
      ...(today as object),
      nudges: names.slice(0, 3).map((name, id) => ({ contact: { id, name }, message: "Hi", links })),
    } as never;
    expect(digestPayload(three, "daily", "https://nudge.example", "all").notification.body).toBe("Ana, Ben and Cara");
  });
});
