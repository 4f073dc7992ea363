// Values the capacity measure's global setup (figures-sink.ts, Node) hands to the measure (workerd).
import "vitest";
import type { CapacitySettings } from "./figures.ts";

declare module "vitest" {
  export interface ProvidedContext {
    capacityFiguresUrl: string;
    capacitySettings: CapacitySettings;
  }
}
