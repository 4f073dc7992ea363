import { Button } from "@/components/ui/button";

/**
 * A tab whose code couldn't be fetched (a tab first opened offline, before the app was installed):
 * said in the tab itself, while the rest of the dashboard stays usable. Reloading fetches it again.
 */
export function PanelLoadError() {
  return (
    <div role="alert" className="flex min-h-96 flex-col items-center gap-3 py-10 text-center">
      <p className="font-medium">This tab couldn't load</p>
      <p className="text-muted-foreground">Check your connection, then try again.</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}
