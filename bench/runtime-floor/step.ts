/** How much of a push delivery a floor alarm does (runtime-floor.ts says what each adds). */
export type Step = "bare" | "tls" | "push" | "claim";
