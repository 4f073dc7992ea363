// Mail goes through an HTTP email API (Resend's shape: POST { from, to, subject, text }) when
// MAIL_API_KEY or MAIL_API_URL is set, else to the console so a local `npm start` shows the
// reset links it would have mailed.
export type Mail = { to: string; subject: string; text: string };

const DEFAULT_API_URL = "https://api.resend.com/emails";

export async function sendMail(env: Env, mail: Mail): Promise<void> {
  const apiUrl = env.MAIL_API_URL || (env.MAIL_API_KEY ? DEFAULT_API_URL : "");
  if (!apiUrl) {
    console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  const res = await fetch(apiUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(env.MAIL_API_KEY ? { Authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
    },
    body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text }),
  });
  // Never echo the provider's body: it is logged by status only.
  if (!res.ok) throw new Error(`Mail API answered ${res.status}`);
}
