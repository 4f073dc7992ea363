import { expect, test } from "./fixtures";
import { ownNetwork, uniqueEmail } from "./helpers";
import { startLocalPush, subscribeAtPushService } from "./push";
import { passToken } from "./turnstile";

// The running app (npm start) delivers a nudge a few seconds ahead to a real push service:
// the VAPID JWT verifies and the payload decrypts.
// No browser involved: once is enough.
test("a nudge scheduled a few seconds ahead arrives, decrypted, at the push service on time", { tag: "@desktop" }, async ({ request }) => {
  const local = await startLocalPush();
  const { push } = local;
  try {
    const email = uniqueEmail("push");
    const signup = await request.post("/api/auth/signup", {
      data: { name: "Pia", email, password: "secret-pass", confirmPassword: "secret-pass", turnstileToken: passToken() },
      headers: ownNetwork(),
    });
    const { token } = await signup.json();
    const headers = { Authorization: `Bearer ${token}` };
    expect((await subscribeAtPushService(request, headers, local)).res.status()).toBe(201);

    const remindAt = Date.now() + 3000;
    const created = await request.post("/api/reminder", {
      headers,
      data: {
        targetName: "Ana",
        message: "Ask how the new job is going",
        phoneNumber: "+15551234567",
        remindAt: new Date(remindAt).toISOString(),
      },
    });
    const { id } = await created.json();

    await expect.poll(() => push.messages().length, { timeout: 15_000 }).toBe(1);
    const [message] = push.messages();
    expect(message!.json).toMatchObject({
      // Declarative Web Push (Safari shows it without the service worker), then the fields the service worker reads.
      web_push: 8030,
      notification: { title: "Time to reach out to Ana", body: "Ask how the new job is going", tag: `nudge-${id}` },
      title: "Time to reach out to Ana",
      body: "Ask how the new job is going",
      data: {
        id,
        targetName: "Ana",
        message: "Ask how the new job is going",
        phoneNumber: "+15551234567",
        url: null,
        actionToken: expect.stringMatching(/^[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/),
      },
    });
    const { navigate } = (message!.json as { notification: { navigate: string } }).notification;
    expect(new URL(navigate).searchParams.get("action")).toBe("contact");
    expect(message!.receivedAt - remindAt).toBeGreaterThanOrEqual(0);
    expect(message!.receivedAt - remindAt).toBeLessThan(2000);
    const history = await (await request.get("/api/nudge-history", { headers })).json();
    expect(history.map((n: { id: number }) => n.id)).toEqual([id]);
  } finally {
    await local.close();
  }
});
