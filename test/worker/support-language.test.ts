// The support agent answers from the help articles of the asker's language (issue 43), and from
// the English ones where their language has none on the question; the admin console writes an
// article for a language.
import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { ask, seedKnowledge, signUpDeveloper } from "./support-helpers";
import { signUp } from "./helpers";

async function speaking(language: string) {
  const user = await signUp({ name: "Lucía Gómez" });
  const res = await api("/api/account/settings", { method: "PATCH", token: user.token, body: { language } });
  expect(res.status).toBe(200);
  return user;
}

describe("help articles per language", () => {
  it("answers a Spanish speaker from the Spanish article, and an English speaker from the English one", async () => {
    await seedKnowledge([
      {
        title: "Cambiar el color de las burbujas",
        content: "Abre Cuenta y elige el color de las burbujas que prefieras.",
        tags: "color, burbujas, tema, colores",
        priority: 5,
        language: "es",
      },
      {
        title: "Changing the bubble colour",
        content: "Open Account and pick the bubble colour you like.",
        tags: "colour, color, bubbles, theme",
        priority: 5,
      },
    ]);
    const lucia = await speaking("es");
    const spanish = await ask(lucia.token, "¿Cómo cambio el color de las burbujas?");
    expect(spanish.status).toBe(201);
    expect(spanish.json.response).toContain("Cambiar el color de las burbujas");
    expect(spanish.json.response).not.toContain("Changing the bubble colour");

    const ann = await signUp({ name: "Ann Lee" });
    const english = await ask(ann.token, "How do I change the bubble color?");
    expect(english.json.response).toContain("Changing the bubble colour");
    expect(english.json.response).not.toContain("Cambiar el color");
  });

  it("falls back to the English article where the asker's language has none on the question", async () => {
    // Its own word: other test files share this database.
    await seedKnowledge([
      { title: "Printing nudges on a telex", content: "A telex prints each nudge as it arrives.", tags: "telex, teleprinter", priority: 5 },
    ]);
    const user = await speaking("de");
    const res = await ask(user.token, "telex");
    expect(res.json.response).toContain("Printing nudges on a telex");
  });

  it("lets a developer write an article for one language, and lists it with its language", async () => {
    const dev = await signUpDeveloper();
    const made = await api("/api/admin/knowledge", {
      token: dev.token,
      body: {
        title: "Sincronizar contatos",
        content: "Abra Contatos e toque em Sincronizar.",
        category: "feature",
        priority: 3,
        language: "pt-BR",
      },
    });
    expect(made.status).toBe(201);
    expect(made.json.language).toBe("pt-BR");
    const refused = await api("/api/admin/knowledge", {
      token: dev.token,
      body: { title: "X", content: "Y", category: "faq", priority: 1, language: "xx" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("language must be one of en, es, pt-BR, de, fr, ar");
    const listed = (await api("/api/admin/knowledge", { token: dev.token })).json as { id: number; language: string }[];
    expect(listed.find((item) => item.id === made.json.id)?.language).toBe("pt-BR");
  });
});

describe("the starter articles in each language", () => {
  // Questions as people type them, each answered by its language's own article (migrations 0035 on).
  const QUESTIONS: { language: string; question: string; title: string }[] = [
    { language: "pt-BR", question: "esqueci minha senha, como redefinir?", title: "Redefinir sua senha" },
    { language: "pt-BR", question: "como agendar um lembrete", title: "Agendar um lembrete" },
    { language: "pt-BR", question: "como cancelar a assinatura", title: "Nudge Pro: teste grátis, cobrança e cancelamento" },
    { language: "es", question: "olvidé mi contraseña, ¿cómo la restablezco?", title: "Restablecer tu contraseña" },
    { language: "es", question: "¿Cómo programo un recordatorio?", title: "Programar un recordatorio" },
    { language: "es", question: "¿cómo cancelo la suscripción?", title: "Nudge Pro: prueba gratuita, facturación y cancelación" },
    { language: "de", question: "Ich habe mein Passwort vergessen", title: "Dein Passwort zurücksetzen" },
    { language: "de", question: "Wie plane ich eine Erinnerung?", title: "Eine Erinnerung planen" },
    { language: "de", question: "Wie kündige ich mein Abo?", title: "Nudge Pro: kostenlose Testphase, Abrechnung und Kündigung" },
    { language: "fr", question: "j'ai oublié mon mot de passe", title: "Réinitialiser votre mot de passe" },
    { language: "fr", question: "Comment programmer un rappel ?", title: "Programmer un rappel" },
    { language: "fr", question: "Comment résilier mon abonnement ?", title: "Nudge Pro : essai gratuit, facturation et résiliation" },
    { language: "ar", question: "نسيت كلمة المرور", title: "إعادة تعيين كلمة المرور" },
    { language: "ar", question: "جدولة تذكير جديد", title: "جدولة تذكير" },
    { language: "ar", question: "كيف إلغاء الاشتراك؟", title: "Nudge Pro: الفترة التجريبية المجانية والفوترة والإلغاء" },
  ];
  it.each(QUESTIONS)("$language: $question → $title", async ({ language, question, title }) => {
    const user = await speaking(language);
    const res = await ask(user.token, question);
    expect(res.status).toBe(201);
    expect(res.json.response.split("\n")[0]).toBe(title);
  });
});
