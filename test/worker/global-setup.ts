import type { TestProject } from "vitest/node";
import { startMailSink } from "../support/mail-sink";

declare module "vitest" {
  export interface ProvidedContext {
    mailApiUrl: string;
    mailSinkUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const sink = await startMailSink("test-mail-key");
  project.provide("mailApiUrl", `${sink.url}/emails`);
  project.provide("mailSinkUrl", sink.url);
  return () => sink.close();
}
