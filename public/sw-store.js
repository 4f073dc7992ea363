// The service worker's memory, in IndexedDB: which nudges it has shown (so none shows twice), and
// this device's secret and the server's VAPID key, which the page writes when it subscribes
// (src/lib/push-device-store.ts opens the same database with the same stores). Plain script, no
// imports: public/sw.js loads it with importScripts under `npm run dev`, and in production
// service-worker/app-shell.js bundles it before sw.js.
(() => {
  const DB_NAME = "nudge-push";
  const DB_VERSION = 1;
  /** A nudge id is remembered this long; a server retrying after a crash does so within minutes. */
  const SHOWN_FOR_MS = 48 * 60 * 60 * 1000;

  function open() {
    return new Promise((resolve, reject) => {
      const request = self.indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        // settings: "deviceSecret", "vapidPublicKey". shown: nudge id → when it was shown (ms).
        for (const name of ["settings", "shown"]) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("IndexedDB upgrade blocked"));
    });
  }

  /** Runs `work(store, answer)` in one transaction and resolves with what it answered, once committed. */
  async function transact(storeName, mode, work) {
    const db = await open();
    try {
      return await new Promise((resolve, reject) => {
        const tx = db.transaction(storeName, mode);
        let answer;
        work(tx.objectStore(storeName), (value) => (answer = value));
        tx.oncomplete = () => resolve(answer);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error || new Error("IndexedDB transaction aborted"));
      });
    } finally {
      db.close();
    }
  }

  /**
   * Claims nudge `id` for showing: true the first time, false if it was shown in the last 48 h.
   * Checking and recording happen in one read-write transaction, so two deliveries of the same
   * nudge racing each other can't both win. Ids shown longer ago are forgotten on the way.
   */
  function claimNudge(id, now = Date.now()) {
    const key = String(id);
    return transact("shown", "readwrite", (store, answer) => {
      const seen = store.get(key);
      seen.onsuccess = () => {
        const fresh = typeof seen.result === "number" && seen.result > now - SHOWN_FOR_MS;
        if (!fresh) store.put(now, key);
        answer(!fresh);
      };
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if (at.key !== key && !(at.value > now - SHOWN_FOR_MS)) at.delete();
        at.continue();
      };
    });
  }

  /** Gives a claim back (showing the notification failed), so a redelivery may still show it. */
  function releaseNudge(id) {
    return transact("shown", "readwrite", (store) => store.delete(String(id)));
  }

  /** One of the settings the page stored ("deviceSecret", "vapidPublicKey"), or undefined. */
  function getSetting(name) {
    return transact("settings", "readonly", (store, answer) => {
      const request = store.get(name);
      request.onsuccess = () => answer(request.result);
    });
  }

  self.nudgeStore = { claimNudge, releaseNudge, getSetting };
})();
