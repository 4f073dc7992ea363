import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft, BookOpen, LifeBuoy, Megaphone, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { IconTabsTrigger, Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { CampaignsTab } from "@/features/admin/campaigns-tab";
import { KnowledgeTab } from "@/features/admin/knowledge-tab";
import { SupportTab } from "@/features/admin/support-tab";
import { useAuth } from "@/lib/auth";

export const Route = createFileRoute("/_signed-in/admin")({
  head: () => ({ meta: [{ title: "Admin Dashboard · Nudge" }] }),
  component: AdminPage,
});

const TABS = [
  { value: "knowledge", label: "Knowledge Base", Icon: BookOpen, Panel: KnowledgeTab },
  { value: "push", label: "Push Notifications", Icon: Megaphone, Panel: CampaignsTab },
  { value: "support", label: "Support Requests", Icon: LifeBuoy, Panel: SupportTab },
];

function BackToApp() {
  return (
    <Button variant="outline" className="h-11 sm:h-10" asChild>
      <Link to="/">
        <ArrowLeft className="size-4" aria-hidden />
        Back to App
      </Link>
    </Button>
  );
}

/** Shown to signed-in people who are not developers; the server refuses them too (403). */
function Forbidden() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">403 Forbidden</h1>
      <p className="max-w-sm text-muted-foreground">
        The admin console is for Nudge developers only. Ask a developer to grant you access if you need it.
      </p>
      <BackToApp />
    </main>
  );
}

/** The admin console (docs/product.md#admin): knowledge base, push campaigns, support queue. */
function AdminPage() {
  const { user } = useAuth();
  if (!user?.isDeveloper) return <Forbidden />;
  return (
    <main className="mx-auto min-h-dvh max-w-6xl bg-background px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Admin Dashboard</h1>
        <BackToApp />
      </div>
      <Tabs defaultValue="knowledge" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-3">
          {TABS.map(({ value, label, Icon }) => (
            <IconTabsTrigger key={value} value={value} icon={Icon} label={label} />
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
