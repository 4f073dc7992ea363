// The shape of every push the scheduler sends (a nudge, a digest): Declarative Web Push (WebKit,
// Safari 18.4+) shows `notification` itself, without running the service worker, and a tap opens
// `navigate`. mutable lets our service worker, where it runs, show its own richer notification
// (actions, shown once) instead. The top-level title, body and data are what service workers read
// (ours, and those installed before the declarative form).
export type Shown = { title: string; body: string; navigate: string; tag: string };

export type DeclarativePush<Data> = {
  web_push: 8030;
  notification: Shown;
  mutable: true;
  title: string;
  body: string;
  data: Data;
};

export const declarativePush = <Data>(shown: Shown, data: Data): DeclarativePush<Data> => ({
  web_push: 8030,
  notification: shown,
  mutable: true,
  title: shown.title,
  body: shown.body,
  data,
});
