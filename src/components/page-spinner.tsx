import { Spinner } from "@/components/ui/spinner";

/** A page's one spinner while it works; `label` says what it is doing, to screen readers. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex justify-center py-2 text-primary">
      <Spinner className="size-6" />
      <span className="sr-only">{label}</span>
    </p>
  );
}
