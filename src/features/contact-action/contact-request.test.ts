import { describe, expect, it } from "vitest";
import { readContactRequest, smsHref, telHref } from "./contact-request";

describe("contact action mode (docs/product.md#contact-card)", () => {
  it("reads the person, phone and message when action=contact", () => {
    expect(readContactRequest("?action=contact&phone=%2B15551234567&message=Hi%20Ana&name=Ana")).toEqual({
      name: "Ana",
      phone: "+15551234567",
      message: "Hi Ana",
    });
  });

  it("knows when the notification already logged the text or call", () => {
    expect(readContactRequest("?action=contact&phone=555&message=Hi&name=Ana&via=text&logged=1")).toEqual({
      name: "Ana",
      phone: "555",
      message: "Hi",
      logged: true,
    });
  });

  it("reads the nudge's id when the notification gave one, ignoring anything but a positive integer", () => {
    expect(readContactRequest("?action=contact&phone=555&message=Hi&name=Ana&nudge=42")).toEqual({
      name: "Ana",
      phone: "555",
      message: "Hi",
      nudgeId: 42,
    });
    for (const bad of ["0", "-3", "1.5", "abc", ""])
      expect(readContactRequest(`?action=contact&phone=555&message=Hi&name=Ana&nudge=${bad}`)).not.toHaveProperty("nudgeId");
  });

  it("needs all four parameters", () => {
    expect(readContactRequest("")).toBeNull();
    expect(readContactRequest("?phone=555&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=other&phone=555&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&phone=555&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&phone=555&message=Hi&name=")).toBeNull();
  });

  it("builds sms: and tel: links, with the message as the text body", () => {
    const request = { name: "Ana", phone: "+15551234567", message: "Hi Ana & co?" };
    expect(smsHref(request)).toBe("sms:+15551234567?body=Hi%20Ana%20%26%20co%3F");
    expect(telHref(request)).toBe("tel:+15551234567");
  });

  it("dials digits and a leading + only, however the phone was written", () => {
    const request = { name: "Ana", phone: "+1 (555) 123-45.67", message: "Hi\nAna" };
    expect(smsHref(request)).toBe("sms:+15551234567?body=Hi%0AAna");
    expect(telHref(request)).toBe("tel:+15551234567");
  });

  // The link is anyone's to write. The API takes any number an address book holds (issue 39), so
  // the card does too; what keeps a link from choosing the text sent is that only digits reach it.
  it.each(["1900555\n555", "12", "x".repeat(40), `+${"1".repeat(40)}`])("refuses the phone %j, as the API would", (phone) => {
    expect(readContactRequest(`?${new URLSearchParams({ action: "contact", phone, message: "Hi", name: "Ana" })}`)).toBeNull();
  });

  it.each([
    ["+1900555?body=Send%20me%20money", "+19005552020"],
    ["+1900555;ext=1", "+1900555"],
    ["tel:1900555", "1900555"],
    ["+1+900555", "+1900555"],
    ["p1234p5678w9", "123456789"],
  ])("takes the phone %j, but its links carry only the digits to dial", (phone, digits) => {
    const request = readContactRequest(`?${new URLSearchParams({ action: "contact", phone, message: "Hi", name: "Ana" })}`)!;
    expect(smsHref(request)).toBe(`sms:${digits}?body=Hi`);
    expect(telHref(request)).toBe(`tel:${digits}`);
  });
});
