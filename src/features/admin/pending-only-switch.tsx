import { Trans } from "@lingui/react/macro";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** The support list's filter: only the requests still waiting for Escalate or Resolve. */
export function PendingOnlySwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    // The label's words are part of the tap area: 44 px tall on phones.
    <div className="mb-4 flex items-center gap-3">
      <Switch id="support-pending-only" checked={checked} onCheckedChange={onChange} />
      <Label htmlFor="support-pending-only" className="min-h-11 cursor-pointer sm:min-h-8">
        <Trans>Pending only</Trans>
      </Label>
    </div>
  );
}
