import { spawn } from "node:child_process";

/** Runs a command (node_modules/.bin is on PATH under npm), resolving on exit 0, else exiting with its code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve();
      console.error(`${command} ${args.join(" ")} failed (${signal ?? code})`);
      process.exit(code ?? 1);
    });
  });
}
