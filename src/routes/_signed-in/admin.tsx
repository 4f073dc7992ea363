import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft, BookOpen, LifeBuoy, Megaphone, ShieldAlert } from "lucide-react";
import { Suspense } from "react";
import { lazyPart } from "@/components/lazy-part";
import { TabLoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { IconTabsTrigger, Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth";

export const Route = createFileRoute("/_signed-in/admin")({
  head: () => ({ meta: [{ title: t`Admin Dashboard · Nudge` }] }),
  // The first tab's code starts downloading beside the page's own, and is not waited for.
  loader: () => void KnowledgeTab.preload().catch(() => undefined),
  component: AdminPage,
});

// Each tab's panel is a chunk of its own, as the dashboard's are: its forms' code (react-hook-form,
// zod, Radix's select) loads after the heading and tabs are on screen. A tab whose code can't be
// fetched says so in its place (lazy-part.tsx).
const KnowledgeTab = lazyPart(() => import("@/features/admin/knowledge-tab").then((m) => ({ default: m.KnowledgeTab })), TabLoadError);
const CampaignsTab = lazyPart(() => import("@/features/admin/campaigns-tab").then((m) => ({ default: m.CampaignsTab })), TabLoadError);
const SupportTab = lazyPart(() => import("@/features/admin/support-tab").then((m) => ({ default: m.SupportTab })), TabLoadError);

const TABS = [
  {
    value: "knowledge",
    get label() {
      return t`Knowledge Base`;
    },
    Icon: BookOpen,
    Panel: KnowledgeTab,
  },
  {
    value: "push",
    get label() {
      return t`Push Notifications`;
    },
    Icon: Megaphone,
    Panel: CampaignsTab,
  },
  {
    value: "support",
    get label() {
      return t`Support Requests`;
    },
    Icon: LifeBuoy,
    Panel: SupportTab,
  },
];

function BackToApp() {
  return (
    <Button variant="outline" className="h-11 sm:h-10" asChild>
      <Link to="/">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        <Trans>Back to App</Trans>
      </Link>
    </Button>
  );
}

// The other tabs' code is fetched when the pointer or focus reaches the tabs, ahead of the click.
// A fetch that fails here is tried again when the tab opens (and said there if it fails again).
const preloadTabs = () => void Promise.all(TABS.map(({ Panel }) => Panel.preload())).catch(() => undefined);

function PanelLoading() {
  return (
    <p role="status" className="flex min-h-96 items-start justify-center gap-2 py-10 text-muted-foreground">
      <Spinner /> <Trans>Loading...</Trans>
    </p>
  );
}

/** Shown to signed-in people who are not developers; the server refuses them too (403). */
function Forbidden() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">
        <Trans>403 Forbidden</Trans>
      </h1>
      <p className="max-w-sm text-muted-foreground">
        <Trans>The admin console is for Nudge developers only. Ask a developer to grant you access if you need it.</Trans>
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
        <h1 className="text-2xl font-bold">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <BackToApp />
      </div>
      <Tabs defaultValue="knowledge" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-3" onPointerOver={preloadTabs} onFocus={preloadTabs}>
          {TABS.map(({ value, label, Icon }) => (
            <IconTabsTrigger key={value} value={value} icon={Icon} label={label} />
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<PanelLoading />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
