// Issue 43: what reaches a person outside the app (the nudge's push and its email) is in the
// account's language, whatever language the request that scheduled it came in.
import { describe, expect, it } from "vitest";
import { api, mailTo, signUp, signUpConfirmed, uniqueIp } from "./helpers";
import { dueNudge, mailsTo, runAlarm } from "./delivery-helpers";
import { delivered, subscribeDevice } from "./push-helpers";

async function speaks(token: string, language: string) {
  const res = await api("/api/account/settings", { method: "PATCH", token, body: { language } });
  expect(res.status, res.text).toBe(200);
}

describe("a nudge in the account's language", () => {
  it("pushes in Spanish to a Spanish account, its Contact card link unchanged", async () => {
    const user = await signUpConfirmed();
    await speaks(user.token, "es");
    const device = await subscribeDevice(user.token);
    await dueNudge(user.token, { targetName: "Ana", message: "¿Qué tal el trabajo nuevo?", phoneNumber: "+15551234567" });
    await runAlarm(user.id);

    const [push] = await delivered(device);
    expect(push!.json.title).toBe("Es hora de escribirle a Ana");
    expect(push!.json.notification.title).toBe("Es hora de escribirle a Ana");
    // What the person wrote is theirs: never translated.
    expect(push!.json.body).toBe("¿Qué tal el trabajo nuevo?");
    expect(push!.json.data.message).toBe("¿Qué tal el trabajo nuevo?");
    // The service worker's buttons come with it, in Spanish.
    expect(push!.json.data.labels).toEqual({
      text: "Enviar mensaje",
      call: "Llamar",
      done: "Hecho",
      snooze: "Posponer 1 hora",
      tomorrow: "Mañana por la mañana",
    });
  });

  it("emails in Spanish: subject, greeting, buttons and footer", async () => {
    const user = await signUpConfirmed({ name: "Lucía" });
    await speaks(user.token, "es");
    await dueNudge(user.token, { targetName: "Ana", message: "Pregúntale por el viaje", phoneNumber: "+15551234567" });
    await runAlarm(user.id);

    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe("Es hora de escribirle a Ana");
    expect(mail!.text).toContain("Hola, Lucía:");
    expect(mail!.text).toContain("Es hora de escribirle a Ana:");
    expect(mail!.text).toContain("Llamar: tel:+15551234567");
    expect(mail!.text).toContain("Marcar como hecho: http://localhost:8787/nudge-done?token=");
    expect(mail!.text).toContain("Recibes este correo porque ninguno de tus dispositivos recibió este recordatorio");
    expect(mail!.html).toContain("Es hora de escribirle a <strong>Ana</strong>:");
    expect(mail!.text).not.toContain("Time to reach out");
  });

  it("pushes in Arabic once the account switches, though the nudge was scheduled in English", async () => {
    const user = await signUpConfirmed();
    const device = await subscribeDevice(user.token);
    await dueNudge(user.token, { targetName: "Omar" });
    await speaks(user.token, "ar");
    await runAlarm(user.id);
    const [push] = await delivered(device);
    expect(push!.json.title).toBe("حان وقت التواصل مع Omar");
  });
});

describe("mail sent from a request", () => {
  it("resets a password in the account's language, whichever browser asked", async () => {
    const user = await signUp();
    await speaks(user.token, "es");
    const asked = await api("/api/auth/forgot-password", {
      body: { email: user.email },
      headers: { "Accept-Language": "de", "CF-Connecting-IP": uniqueIp() },
    });
    expect(asked.status, asked.text).toBe(200);
    // The page answers in the asking browser's language; the mail in the account's.
    expect(asked.json.message).toBe(
      "Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Schau in dein Postfach.",
    );
    await expect.poll(async () => (await mailTo(user.email)).map((m) => m.subject)).toContain("Restablece tu contraseña de Nudge");
  });
});
