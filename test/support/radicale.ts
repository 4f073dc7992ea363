// A real CardDAV server for the tests: Radicale from Debian's packages (`apt-get install radicale`,
// done by .ci/run), over https with the local test CA's certificate, its users in a plain htpasswd
// file, its storage in a throwaway folder. Used by the worker tests and the e2e tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LocalCa } from "./local-ca";
import { RADICALE_USERS } from "./radicale-users";

export type Radicale = { url: string; users: Record<string, string>; close: () => Promise<void> };

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something listens on the port (a TCP connection, so no trust in the test CA is needed). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function ready(port: number, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`Radicale exited (${child.exitCode}):\n${log()}`);
    if (await listening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Radicale didn't start:\n${log()}`);
}

/** Radicale on a free port of its own, so nothing else answering on a port is taken for it. */
export async function startRadicale(ca: LocalCa): Promise<Radicale> {
  const dir = await mkdtemp(join(tmpdir(), "nudge-radicale-"));
  const users = join(dir, "users");
  await writeFile(
    users,
    Object.entries(RADICALE_USERS)
      .map(([name, password]) => `${name}:${password}\n`)
      .join(""),
  );
  await writeFile(join(dir, "cert.pem"), ca.cert);
  await writeFile(join(dir, "key.pem"), ca.key, { mode: 0o600 });
  const listen = await freePort();
  let output = "";
  const child = spawn(
    "radicale",
    [
      "--server-hosts",
      `127.0.0.1:${listen}`,
      "--server-ssl",
      "--server-certificate",
      join(dir, "cert.pem"),
      "--server-key",
      join(dir, "key.pem"),
      "--auth-type",
      "htpasswd",
      "--auth-htpasswd-filename",
      users,
      "--auth-htpasswd-encryption",
      "plain",
      // Radicale waits a second after a wrong password by default; the tests try one on purpose.
      "--auth-delay",
      "0",
      "--storage-filesystem-folder",
      join(dir, "collections"),
      "--logging-level",
      "warning",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `https://127.0.0.1:${listen}`;
  await ready(listen, child, () => output);
  return {
    url,
    users: RADICALE_USERS,
    close: async () => {
      child.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
