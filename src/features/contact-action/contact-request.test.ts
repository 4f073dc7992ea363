import { describe, expect, it } from "vitest";
import { readContactRequest, smsHref, telHref } from "./contact-request";

describe("contact action mode (SPEC §2)", () => {
  it("reads the person, phone and message when action=contact", () => {
    expect(readContactRequest("?action=contact&phone=%2B15551234567&message=Hi%20Ana&name=Ana")).toEqual({
      name: "Ana",
      phone: "+15551234567",
      message: "Hi Ana",
    });
  });

  it("knows when the notification already logged the text or call", () => {
    expect(readContactRequest("?action=contact&phone=1&message=Hi&name=Ana&via=text&logged=1")).toEqual({ name: "Ana", phone: "1", message: "Hi", logged: true });
  });

  it("reads the nudge's id when the notification gave one, ignoring anything but a positive integer", () => {
    expect(readContactRequest("?action=contact&phone=1&message=Hi&name=Ana&nudge=42")).toEqual({ name: "Ana", phone: "1", message: "Hi", nudgeId: 42 });
    for (const bad of ["0", "-3", "1.5", "abc", ""]) expect(readContactRequest(`?action=contact&phone=1&message=Hi&name=Ana&nudge=${bad}`)).not.toHaveProperty("nudgeId");
  });

  it("needs all four parameters", () => {
    expect(readContactRequest("")).toBeNull();
    expect(readContactRequest("?phone=1&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=other&phone=1&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&message=Hi&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&phone=1&name=Ana")).toBeNull();
    expect(readContactRequest("?action=contact&phone=1&message=Hi&name=")).toBeNull();
  });

  it("builds sms: and tel: links, with the message as the text body", () => {
    const request = { name: "Ana", phone: "+15551234567", message: "Hi Ana & co?" };
    expect(smsHref(request)).toBe("sms:+15551234567?body=Hi%20Ana%20%26%20co%3F");
    expect(telHref(request)).toBe("tel:+15551234567");
  });
});
