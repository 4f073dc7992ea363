// The screens of a page an email's link opens (confirm the address, mark a nudge done), in the
// auth screens' card: the link without its token, its request on the way, and what came of it.
import type { ReactNode } from "react";
import { PageSpinner } from "@/components/page-spinner";
import { AuthLayout } from "./auth-layout";

/** The link arrived without its token: `subtitle` says what to do, `children` is the way on. */
export function LinkIncomplete({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <AuthLayout title="Link incomplete" subtitle={subtitle}>
      {children}
    </AuthLayout>
  );
}

/** The link's request is on its way; `label` says what it does, to screen readers. */
export function LinkWorking({ title, label }: { title: string; label: string }) {
  return (
    <AuthLayout title={title} subtitle="This takes a moment.">
      <PageSpinner label={label} />
    </AuthLayout>
  );
}

/** What came of the link: `children` (a notice, or nothing) above `next`, the way on. */
export function LinkOutcome({
  title,
  subtitle,
  next,
  children,
}: {
  title: string;
  subtitle: string;
  next: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <div className="space-y-4">
        {children}
        {next}
      </div>
    </AuthLayout>
  );
}
