// Imported first by main.tsx, so this runs as the entry chunk starts, before React's own code
// is set up: for someone signed in, the session check, the dashboard's first reads and the
// signed-in code are on their way that much sooner.
import { sendEarlyReads } from "./early-reads";
import { preloadSignedInPage } from "./preload-page";

sendEarlyReads();
preloadSignedInPage();
