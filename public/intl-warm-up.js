// Started by the boot script (src/boot.ts) for someone signed in. The browser loads its date and
// time-zone data on a page's first Intl call: 10-16 ms on a laptop, about four times that on a
// phone, all on the main thread as the dashboard starts. The data is shared by the whole page, so
// loading it here, in a worker while the app's code downloads, makes that first call cost nothing.
new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
}).format(0);
Intl.DateTimeFormat().resolvedOptions();
new Intl.RelativeTimeFormat("en-US", { numeric: "always" }).format(1, "day");
close();
