import { describe, expect, it } from "vitest";
import { callLink, textLink } from "../../worker/contracts/phone";
import { formatPhone, isPhoneRegion, phoneRegions, toE164 } from "../../worker/contracts/phone-numbers";
import { phoneRegionOf, regionOfZone } from "../../worker/phone-region";

describe("reading a typed number in the person's region", () => {
  it("stores E.164 for national numbers in the region and for numbers written with their country code", () => {
    expect(toE164("5550102030", "US")).toBe("+15550102030");
    expect(toE164("(555) 010-2030", "US")).toBe("+15550102030");
    expect(toE164("020 7946 0958", "GB")).toBe("+442079460958");
    expect(toE164("+44 20 7946 0958", "US")).toBe("+442079460958");
    expect(toE164("+1 310 555 0123", "GB")).toBe("+13105550123");
    expect(toE164("  +442079460958 ", null)).toBe("+442079460958");
  });

  it("the same digits read as a different number in another region", () => {
    expect(toE164("5550102030", "GB")).toBe("+445550102030");
  });

  it("answers null when the text doesn't read as a number there: too short, too long, no region, unknown code", () => {
    expect(toE164("5550100", "US")).toBeNull();
    expect(toE164("+1 555 0100", "GB")).toBeNull();
    expect(toE164("12345678901234", "US")).toBeNull();
    expect(toE164("5550102030", null)).toBeNull();
    expect(toE164("5550102030", "ZZ")).toBeNull();
    expect(toE164("+999 1234", "US")).toBeNull();
    expect(toE164("", "US")).toBeNull();
  });
});

describe("showing a stored number", () => {
  it("shows every E.164 number in international format, whatever its country", () => {
    expect(formatPhone("+15550102030")).toBe("+1 555 010 2030");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("+13105550123")).toBe("+1 310 555 0123");
  });

  it("shows a number that didn't read as it was typed", () => {
    expect(formatPhone("555 0100")).toBe("555 0100");
    expect(formatPhone("+1 555 0100")).toBe("+1 555 0100");
  });

  it("formatting is stable: a shown number reads back to the same E.164", () => {
    for (const stored of ["+15550102030", "+442079460958", "+33612345678"]) expect(toE164(formatPhone(stored), "US")).toBe(stored);
  });
});

describe("text and call links", () => {
  it("carry the E.164 number, with the message as the text's body", () => {
    expect(callLink("+442079460958")).toBe("tel:+442079460958");
    expect(textLink("+15550102030", "Hi Ana")).toBe("sms:+15550102030?body=Hi%20Ana");
  });

  it("a shown number links to the same place as the stored one", () => {
    expect(callLink(formatPhone("+442079460958"))).toBe("tel:+442079460958");
  });
});

describe("the person's region", () => {
  it("follows the time zone's country, old zone names included", () => {
    expect(regionOfZone("Europe/London")).toBe("GB");
    expect(regionOfZone("America/New_York")).toBe("US");
    expect(regionOfZone("America/Toronto")).toBe("CA");
    expect(regionOfZone("America/Sao_Paulo")).toBe("BR");
    expect(regionOfZone("Asia/Calcutta")).toBe("IN");
    expect(regionOfZone("US/Eastern")).toBe("US");
  });

  it("has none for zones of no country", () => {
    for (const zone of ["UTC", "Etc/GMT+5", null]) expect(regionOfZone(zone)).toBeNull();
  });

  it("a chosen region wins over the time zone's", () => {
    expect(phoneRegionOf({ phoneRegion: "GB", timeZone: "America/New_York" })).toBe("GB");
    expect(phoneRegionOf({ phoneRegion: null, timeZone: "America/New_York" })).toBe("US");
    expect(phoneRegionOf({ phoneRegion: null, timeZone: null })).toBeNull();
  });

  it("knows the regions numbers can be read in", () => {
    expect(isPhoneRegion("GB")).toBe(true);
    for (const code of ["gb", "ZZ", "GBR", ""]) expect(isPhoneRegion(code)).toBe(false);
    expect(phoneRegions()).toContainEqual({ region: "GB", callingCode: "44" });
  });
});
