// Reading and showing phone numbers in the SPA (issue 21). The code (@contracts/phone-numbers,
// libphonenumber-js with its metadata, ~30 KB gzipped) is a chunk of its own: the dashboard's
// first paint doesn't wait for it. Panels and dialogs that open later import it statically (they
// wait for it with their own code); what the first paint shows (the Active Nudges tab, the
// Contact card) asks for it here, and shows numbers as stored (E.164, which dials and reads) for
// the moment it takes to arrive.
import { useEffect, useState } from "react";
import { afterLoad } from "@/lib/after-load";

type PhoneNumbers = typeof import("./phone-numbers-chunk");

let loaded: PhoneNumbers | null = null;
let loading: Promise<PhoneNumbers> | null = null;

/** Fetches the chunk once; a failed fetch (offline before it was cached) is tried again next time. */
export function loadPhoneNumbers() {
  loading ??= import("./phone-numbers-chunk").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The phone code once it's here (null until then), fetched when a component first needs it. */
export function usePhoneNumbers() {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    // Once the page has loaded: fetched and run as the Active Nudges tab mounts, it made that long task longer.
    if (!module) afterLoad(() => void loadPhoneNumbers().then(setModule, () => undefined));
  }, [module]);
  return module;
}

const asStored = (phone: string) => phone;

/** How a stored number is shown (international format), as stored until the code is here. */
export function usePhoneFormat() {
  return usePhoneNumbers()?.formatPhone ?? asStored;
}

/** A region's name as people say it ("GB" → "United Kingdom"); the code itself where the browser has no name. */
export function regionName(region: string) {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(region) ?? region;
  } catch {
    return region;
  }
}
