// Lets a worker test (inside workerd) take a local push service down and bring it back: a small
// HTTP server of its own, since the push service can't be asked anything while it is down.
//   POST /down         stop listening: pushes meet "connection refused"
//   POST /up           listen again on the same port (same origin, so VAPID audiences still match)
//   POST /fail?status=500   answer every push with that status;  POST /fail   stop failing
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushService } from "./push-service";

export async function startOutageControl(service: PushService) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    if (req.method === "POST" && url.pathname === "/down") await service.stop();
    else if (req.method === "POST" && url.pathname === "/up") await service.start();
    else if (req.method === "POST" && url.pathname === "/fail")
      service.failAll(url.searchParams.has("status") ? Number(url.searchParams.get("status")) : null);
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
