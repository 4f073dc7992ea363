// `npm start` serves through `vite preview`, whose last resort for a request that failed in a
// middleware (the Cloudflare plugin's, when workerd can't be reached or drops the connection) is
// connect's error page: a 500 with the stack trace and this machine's file paths. The Worker
// never answers like that (worker/http/errors.ts), so neither may the server in front of it: a
// failure there is a plain JSON 502, logged in full only on the console.
import type { Connect, Plugin } from "vite";

const MESSAGE = "The local server couldn't get an answer from the app. Please try again.";

// Four parameters, even if `next` goes unused: connect knows an error handler by its arity.
const answerPlainly: Connect.ErrorHandleFunction = (error, req, res, _next) => {
  console.error(`[preview] ${req.method} ${req.url} failed:`, error);
  // Part of an answer already went out: the only honest thing left is to cut it short.
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ message: MESSAGE }));
};

export function previewErrors(): Plugin {
  return {
    name: "nudge-preview-errors",
    // The returned hook runs after Vite's own preview middlewares are in place, so this error
    // handler comes last, in front of connect's final handler.
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use(answerPlainly);
      };
    },
  };
}
