import { ArrowLeft, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { useAuth } from "@/lib/auth";

// The admin console's shell; its three tools (knowledge base, campaigns, support queue) come next.
export default function AdminPage() {
  const { user } = useAuth();
  return (
    <main className="mx-auto min-h-dvh max-w-6xl bg-background px-4 py-6">
      <div className="mb-6 flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Admin Dashboard</h1>
        <Button variant="outline" asChild>
          <Link href="/">
            <ArrowLeft className="size-4" aria-hidden />
            Back to App
          </Link>
        </Button>
      </div>
      {!user?.isDeveloper && (
        <EmptyState Icon={ShieldAlert} title="Developers only">
          This area is for Nudge developers. Ask a developer to grant you access if you need it.
        </EmptyState>
      )}
    </main>
  );
}
