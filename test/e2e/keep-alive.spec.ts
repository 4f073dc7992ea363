import { connect } from "node:net";
import { expect, test } from "./fixtures";

// A client may send its next request on a connection it kept open: the server in front of the app
// must not close one a test (or a person's browser) left idle for a few seconds, or that request
// is cut off with no answer (scripts/preview-keep-alive.ts). No browser involved: once is enough.
test("a connection left idle for longer than Node's default keep-alive still answers the next request", { tag: "@desktop" }, async ({
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
  const ask = () => socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
  try {
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    ask();
    await expect.poll(answers).toBe(1);
    // Node's own default closes an idle connection after 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(socket.destroyed || socket.readyState !== "open", "the server closed the idle connection").toBe(false);
    ask();
    await expect.poll(answers).toBe(2);
  } finally {
    socket.destroy();
  }
});
