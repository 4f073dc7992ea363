// Issue 43: the account's language, and the API answering in it (else in the browser's).
import { describe, expect, it } from "vitest";
import { acceptedLanguages, bestLanguage, LANGUAGE_CODES } from "../../worker/contracts/languages";
import { catalogued } from "../../worker/i18n/catalogs";
import { api, signUp, uniqueEmail } from "./helpers";

describe("the account's language", () => {
  it("starts as the language the person signed up in, and is saved with the other settings", async () => {
    const res = await api("/api/auth/signup", {
      body: { name: "Lucía", email: uniqueEmail("es"), password: "correct horse battery", confirmPassword: "correct horse battery" },
      headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(res.status).toBe(201);
    expect(res.json.language).toBe("es");
    const token = res.json.token as string;
    expect((await api("/api/account/settings", { token })).json.language).toBe("es");

    const saved = await api("/api/account/settings", { method: "PATCH", token, body: { language: "ar" } });
    expect(saved.status).toBe(200);
    expect(saved.json.language).toBe("ar");
    expect((await api("/api/auth/me", { token })).json.language).toBe("ar");
  });

  it("refuses a language Nudge doesn't speak, naming the ones it does", async () => {
    const { token } = await signUp();
    const res = await api("/api/account/settings", { method: "PATCH", token, body: { language: "nl" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("language must be one of en, es, pt-BR, de, fr, ar");
  });
});

describe("API errors", () => {
  it("are in the browser's best language before sign-in", async () => {
    const german = await api("/api/no-such-thing", { headers: { "Accept-Language": "de-AT,de;q=0.9" } });
    expect(german.status).toBe(404);
    expect(german.json.message).toBe("Keine API-Route für GET /api/no-such-thing");
    const unknown = await api("/api/no-such-thing", { headers: { "Accept-Language": "nl,ja;q=0.5" } });
    expect(unknown.json.message).toBe("No API route for GET /api/no-such-thing");
  });

  it("are in the account's language once signed in, whatever the browser asks for", async () => {
    const { token } = await signUp();
    await api("/api/account/settings", { method: "PATCH", token, body: { language: "es" } });
    const res = await api("/api/account/settings", { method: "PATCH", token, rawBody: "[1]", headers: { "Accept-Language": "de" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("El cuerpo de la solicitud debe ser un objeto JSON");
  });
});

describe("choosing from the browser's languages", () => {
  it("takes the most preferred language Nudge speaks, a region's sibling when it has no exact one", () => {
    expect(bestLanguage(acceptedLanguages("fr-CA;q=0.4, pt-PT, *;q=0.1"))).toBe("pt-BR");
    expect(bestLanguage(acceptedLanguages("nl, en-GB;q=0.2, ar;q=0.5"))).toBe("ar");
    expect(bestLanguage(acceptedLanguages("de;q=0, sv"))).toBe("en");
    expect(bestLanguage(acceptedLanguages(undefined))).toBe("en");
  });
});

describe("the Worker's catalogs", () => {
  it("has one for every language Nudge speaks", () => {
    expect(catalogued()).toEqual(LANGUAGE_CODES);
  });
});
