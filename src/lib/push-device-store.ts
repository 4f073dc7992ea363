// This device's push registration, kept where the service worker reads it: public/sw-store.js
// opens the same IndexedDB database with the same stores. The secret POST /api/subscribe answers
// lets the worker re-register a subscription the browser changed (`pushsubscriptionchange`)
// without a session; the VAPID key lets it subscribe again when the browser dropped one.

const DB_NAME = "nudge-push";
const DB_VERSION = 1;
/** The same stores as public/sw-store.js creates: whichever side opens the database first makes them. */
const STORES = ["settings", "shown"];

export type PushDeviceSettings = { deviceSecret?: string; vapidPublicKey?: string };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORES) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("IndexedDB upgrade blocked"));
  });
}

async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, answer: (value: T) => void) => void,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction("settings", mode);
      let answer: T | undefined;
      work(tx.objectStore("settings"), (value) => (answer = value));
      tx.oncomplete = () => resolve(answer);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

/** Stores the given settings (others stay as they are). */
export async function savePushDevice(settings: PushDeviceSettings): Promise<void> {
  await transact<void>("readwrite", (store) => {
    for (const [name, value] of Object.entries(settings)) if (value) store.put(value, name);
  });
}

/** What is stored: the secret goes with the next subscribing (push-registration.ts). */
export async function readPushDevice(): Promise<PushDeviceSettings> {
  return (
    (await transact<PushDeviceSettings>("readonly", (store, answer) => {
      const secret = store.get("deviceSecret");
      const key = store.get("vapidPublicKey");
      key.onsuccess = () => answer({ deviceSecret: secret.result as string | undefined, vapidPublicKey: key.result as string | undefined });
    })) ?? {}
  );
}
