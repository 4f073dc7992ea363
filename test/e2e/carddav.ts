// The CardDAV server in the e2e run: Radicale (test/support/radicale.ts), started by
// services-setup.ts over https with the local CA the app under test trusts, on a free port it
// hands to the test workers as E2E_CARDDAV_PORT. Not a fixed port: a Radicale an interrupted run
// left there would answer instead, with another run's certificate.
export const CARDDAV_URL = `https://127.0.0.1:${process.env.E2E_CARDDAV_PORT}`;
/** The app's settings that let it reach the loopback server. */
export const carddavVars = { CARDDAV_PRIVATE_HOSTS: "127.0.0.1" };
