// The CardDAV server in the e2e run: Radicale (test/support/radicale.ts), started by
// services-setup.ts on a fixed port over https with the local CA the app under test trusts.
export const CARDDAV_PORT = Number(process.env.E2E_CARDDAV_PORT ?? 8795);
export const CARDDAV_URL = `https://127.0.0.1:${CARDDAV_PORT}`;
/** The app's settings that let it reach the loopback server. */
export const carddavVars = { CARDDAV_PRIVATE_HOSTS: "127.0.0.1" };
