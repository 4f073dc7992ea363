// A whole address book through the Import dialog in Chromium (issue 23): a 5 000-card vCard file,
// timed from choosing it to the preview on screen (read in the browser, then the preview call),
// and from "Import" to the toast (20 requests of 250 rows, each one D1 batch), every card with a
// photo. Targets: 3 s and 10 s. measureReader (vcard-reader.ts) times the reader alone, in Node.
import { chromium } from "@playwright/test";
import type { Account } from "./accounts.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

export type ImportTimes = { cards: number; previewMs: number; importMs: number; imported: number; workerdCpuMs: number };

/** A photo as iPhones export one: a small JPEG's bytes in base64, folded at 75 octets. */
function photoLines(seed: number) {
  const bytes = Buffer.alloc(2048, 0);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (seed * 31 + i * 17) % 256;
  const base64 = bytes.toString("base64");
  const lines = [`PHOTO;ENCODING=b;TYPE=JPEG:${base64.slice(0, 49)}`];
  for (let i = 49; i < base64.length; i += 74) lines.push(` ${base64.slice(i, i + 74)}`);
  return lines;
}

/**
 * Cards as phones export them: names, a mobile number, every other an email, every third a
 * birthday, a note, and (with `photos`) a photo after the birthday, as iPhones write it.
 */
export function addressBook(cards: number, { photos = false } = {}) {
  const lines: string[] = [];
  for (let i = 0; i < cards; i++) {
    lines.push("BEGIN:VCARD", "VERSION:3.0", `N:Person${i};Bench;;;`, `FN:Bench Person${i}`);
    lines.push(`TEL;TYPE=CELL:+1 555 ${String(100 + (i % 900)).padStart(3, "0")} ${String(i).padStart(4, "0")}`);
    if (i % 2 === 0) lines.push(`EMAIL;TYPE=INTERNET:person${i}@example.com`);
    if (i % 3 === 0)
      lines.push(`BDAY:19${String(50 + (i % 50))}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`);
    if (photos) lines.push(...photoLines(i));
    lines.push(`NOTE:Met at event ${i % 40}\\, likes topic ${i % 17}.`, "END:VCARD");
  }
  return `${lines.join("\r\n")}\r\n`;
}

export async function measureImport(app: string, account: Account, cards: number, workerdCpuMs: () => number): Promise<ImportTimes> {
  // With a photo on every card: the file the preview's 3 s target is for (issue 39).
  const file = Buffer.from(addressBook(cards, { photos: true }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => localStorage.setItem("auth_token", token), account.token);
    const page = await context.newPage();
    await page.goto(`${app}/dashboard`);
    await page.getByRole("tab", { name: "Contacts" }).click();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("menuitem", { name: "From a file (.vcf, .csv)" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from a file" });
    await dialog.getByText("Choose a .vcf or .csv file").waitFor();
    const cpuBefore = workerdCpuMs();
    // Timed in the page from the file input's change: handing a 14 MB file to the browser over
    // the DevTools protocol takes seconds no person's chosen file does.
    const input = dialog.locator('input[type="file"]');
    await input.evaluate((el) =>
      el.addEventListener("change", () => ((window as { chosenAt?: number }).chosenAt = performance.now()), { capture: true, once: true }),
    );
    await input.setInputFiles({ name: "bench.vcf", mimeType: "text/vcard", buffer: file });
    const button = dialog.getByRole("button", { name: `Import ${cards.toLocaleString("en-US")} contacts` });
    await button.waitFor({ timeout: 60_000 });
    const previewMs = Math.round(await page.evaluate(() => performance.now() - (window as { chosenAt?: number }).chosenAt!));
    const started = Date.now();
    await button.click();
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Contacts Imported" });
    await toast.waitFor({ timeout: 120_000 });
    const importMs = Date.now() - started;
    const imported = Number(/(\d+) added/.exec((await toast.textContent()) ?? "")?.[1] ?? 0);
    return { cards, previewMs, importMs, imported, workerdCpuMs: workerdCpuMs() - cpuBefore };
  } finally {
    await browser.close();
  }
}
