import { AppProviders } from "@/app-providers";
import { Toaster } from "@/components/ui/toaster";
import PwaExtras from "./pwa-extras";

/**
 * A visitor's landing page gets the same install prompts, offline bar and update notice as every
 * other page, but after it has loaded: they need the data layer, which the landing page does not.
 * The toasts are a module-level store, so this Toaster shows them wherever they are raised.
 */
export default function VisitorExtras() {
  return (
    <AppProviders>
      <PwaExtras />
      <Toaster />
    </AppProviders>
  );
}
