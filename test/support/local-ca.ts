// A throwaway local certificate authority for tests that need real HTTPS (the push service stand-in).
// Runtimes under test (Node, workerd) only trust it when told to, e.g. via NODE_EXTRA_CA_CERTS=caCertPath,
// so nothing here touches the system trust store. The CA key is never written: once the server
// certificate is signed it has no further use, and not keeping it means a leaked .state/ can't mint
// certificates for other names.
import { X509Certificate, createPrivateKey, webcrypto } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
// @peculiar/x509 uses tsyringe, which needs the Reflect metadata API; it must load before x509 does.
import "reflect-metadata";
import * as x509 from "@peculiar/x509";

export type LocalCa = { caCertPath: string; cert: string; key: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const VALID_DAYS = 3 * 365;
// Regenerate a little before expiry so a run never starts with a certificate about to lapse.
const RENEW_BEFORE_DAYS = 30;
// P-256 keys: quick to generate (RSA would take seconds) and accepted by both OpenSSL and BoringSSL.
const KEY_ALG: EcKeyGenParams = { name: "ECDSA", namedCurve: "P-256" };
const SIGN_ALG: EcdsaParams = { name: "ECDSA", hash: "SHA-256" };

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/** Creates (once, cached in `dir`) a CA and a server certificate for localhost / 127.0.0.1 signed by it. */
export async function ensureLocalCa(dir: string): Promise<LocalCa> {
  await mkdir(dir, { recursive: true });
  const paths = { ca: join(dir, "ca.pem"), cert: join(dir, "server.pem"), key: join(dir, "server-key.pem") };
  const cached = await readValid(paths);
  if (cached) return cached;
  // Several processes (vitest global setup, e2e runner, wrangler dev) may start at once; a lock file keeps
  // them from interleaving writes and ending up with a certificate that doesn't match the key.
  return withLock(join(dir, ".lock"), async () => {
    const again = await readValid(paths);
    if (again) return again;
    const fresh = await generate();
    await writeAtomic(paths.key, fresh.key, 0o600);
    await writeAtomic(paths.cert, fresh.cert, 0o644);
    await writeAtomic(paths.ca, fresh.ca, 0o644);
    return { caCertPath: paths.ca, cert: fresh.cert, key: fresh.key };
  });
}

/** The cached files, if they are present, consistent with each other and not close to expiry. */
async function readValid(paths: { ca: string; cert: string; key: string }): Promise<LocalCa | null> {
  try {
    const [caPem, cert, key] = await Promise.all([paths.ca, paths.cert, paths.key].map((p) => readFile(p, "utf8")));
    const ca = new X509Certificate(caPem);
    const server = new X509Certificate(cert);
    const renewAt = Date.now() + RENEW_BEFORE_DAYS * DAY_MS;
    const ok =
      ca.ca &&
      server.verify(ca.publicKey) &&
      server.checkPrivateKey(createPrivateKey(key)) &&
      server.checkHost("localhost") !== undefined &&
      server.checkIP("127.0.0.1") !== undefined &&
      new Date(server.validTo).getTime() > renewAt &&
      new Date(ca.validTo).getTime() > renewAt;
    return ok ? { caCertPath: paths.ca, cert, key } : null;
  } catch {
    return null; // missing or unreadable: generate anew
  }
}

async function generate(): Promise<{ ca: string; cert: string; key: string }> {
  // Back-date by a day so a slightly skewed clock (e.g. in a container) doesn't reject a fresh cert.
  const notBefore = new Date(Date.now() - DAY_MS);
  const notAfter = new Date(Date.now() + VALID_DAYS * DAY_MS);
  const caKeys = await webcrypto.subtle.generateKey(KEY_ALG, true, ["sign", "verify"]);
  const caCert = await x509.X509CertificateGenerator.createSelfSigned({
    name: "CN=Nudge Test Local CA, O=Nudge tests",
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: SIGN_ALG,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });

  const serverKeys = await webcrypto.subtle.generateKey(KEY_ALG, true, ["sign", "verify"]);
  const serverCert = await x509.X509CertificateGenerator.create({
    subject: "CN=localhost",
    issuer: caCert.subject,
    notBefore,
    notAfter,
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: SIGN_ALG,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyAgreement, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      // Modern TLS clients ignore the CN; the SAN is what they match the host against.
      new x509.SubjectAlternativeNameExtension([
        { type: "dns", value: "localhost" },
        { type: "ip", value: "127.0.0.1" },
      ]),
      await x509.SubjectKeyIdentifierExtension.create(serverKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });

  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", serverKeys.privateKey));
  return {
    ca: `${caCert.toString("pem")}\n`,
    cert: `${serverCert.toString("pem")}\n`,
    key: `${x509.PemConverter.encode(pkcs8, "PRIVATE KEY")}\n`,
  };
}

/** Write via a temp file + rename, so a concurrent reader never sees a half-written PEM. */
async function writeAtomic(path: string, content: string, mode: number): Promise<void> {
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, content, { mode });
  await rename(tmp, path);
}

async function withLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const handle = await open(lockPath, "wx");
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      // A lock left behind by a crashed process would otherwise block every later run.
      const age = await stat(lockPath).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 20_000) await rm(lockPath, { force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockPath}`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lockPath, { force: true });
  }
}
