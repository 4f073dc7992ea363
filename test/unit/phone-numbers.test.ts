import { describe, expect, it } from "vitest";
import { callLink, textLink } from "../../worker/contracts/phone";
import { formatPhone, isPhoneRegion, phoneRegions, toE164 } from "../../worker/contracts/phone-numbers";
import { phoneRegionOf, regionOfZone } from "../../worker/contacts/phone-region";

describe("reading a typed number in the person's region", () => {
  it.each([
    // Written with their country code: the same number in any region, or with none.
    ["  +442079460958 ", null, "+442079460958"],
    ["+44 20 7946 0958", "US", "+442079460958"],
    ["+1 310 555 0123", "GB", "+13105550123"],
    // National numbers, in the person's region.
    ["5550102030", "US", "+15550102030"],
    ["(555) 010-2030", "US", "+15550102030"],
    ["020 7946 0958", "GB", "+442079460958"],
    // The same digits read as a different number in another region.
    ["5550102030", "GB", "+445550102030"],
  ])("stores %j typed in region %s as E.164 %s", (typed, region, e164) => {
    expect(toE164(typed, region)).toBe(e164);
  });

  // The text doesn't read as a number there: too short, too long, no region, unknown code.
  it.each([
    ["5550100", "US"],
    ["+1 555 0100", "GB"],
    ["12345678901234", "US"],
    ["5550102030", null],
    ["5550102030", "ZZ"],
    ["+999 1234", "US"],
    ["", "US"],
  ])("answers null for %j in region %s", (typed, region) => {
    expect(toE164(typed, region)).toBeNull();
  });
});

describe("showing a stored number", () => {
  // Every E.164 number in international format, whatever its country.
  it.each([
    ["+15550102030", "+1 555 010 2030"],
    ["+442079460958", "+44 20 7946 0958"],
    ["+13105550123", "+1 310 555 0123"],
  ])("shows %s as %s", (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
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
  // The time zone's country, old zone names included; none for zones of no country.
  it.each([
    ["Europe/London", "GB"],
    ["America/New_York", "US"],
    ["America/Toronto", "CA"],
    ["America/Sao_Paulo", "BR"],
    ["Asia/Calcutta", "IN"],
    ["US/Eastern", "US"],
    ["UTC", null],
    ["Etc/GMT+5", null],
    [null, null],
  ])("follows %s to %s", (zone, region) => {
    expect(regionOfZone(zone)).toBe(region);
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
