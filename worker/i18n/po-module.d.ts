// A catalog import (src/lib/i18n.ts, worker/i18n/catalogs.ts): the Lingui Vite plugin compiles the .po file into its messages.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
