import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CAMPAIGN_SEGMENTS } from "@contracts/admin";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAdminUsers } from "./admin-api";

const idsOf = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Who a "Specific users" campaign reaches: people picked from /api/admin/users, kept as comma-separated IDs. */
export function UserPicker({ value, onChange, invalid }: { value: string; onChange: (ids: string) => void; invalid: boolean }) {
  const { t } = useLingui();
  const users = useAdminUsers();
  const [filter, setFilter] = useState("");
  const picked = new Set(idsOf(value));
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange([...next].join(","));
  };
  const needle = filter.trim().toLowerCase();
  const shown = (users.data ?? []).filter((u) => !needle || `${u.name} ${u.email}`.toLowerCase().includes(needle));
  return (
    <div className="space-y-2">
      <Input
        aria-label={t`Search users`}
        placeholder={t`Search by name or email`}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content width would let this widen a phone layout; role=group names the same grouping. */}
      <div role="group" aria-label={t`Users`} aria-invalid={invalid} className="max-h-48 overflow-y-auto rounded-md border">
        {!users.data && (
          <p className="p-3 text-sm text-muted-foreground">
            <Trans>Loading users...</Trans>
          </p>
        )}
        {users.data && shown.length === 0 && (
          <p className="p-3 text-sm text-muted-foreground">
            <Trans>No users match.</Trans>
          </p>
        )}
        {shown.map((u) => (
          <label
            key={u.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 border-b px-3 py-2 text-sm last:border-b-0 hover:bg-accent"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={picked.has(String(u.id))}
              onChange={() => toggle(String(u.id))}
            />
            <span className="min-w-0 flex-1 truncate">
              {u.name} <span className="text-muted-foreground">· {u.email}</span>
            </span>
            <span className="text-xs text-muted-foreground">#{u.id}</span>
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{picked.size ? t`User IDs: ${[...picked].join(", ")}` : t`No users picked yet.`}</p>
    </div>
  );
}

export function SegmentPicker({ value, onChange }: { value: string; onChange: (segment: string) => void }) {
  const { t } = useLingui();
  return (
    <Select value={value in CAMPAIGN_SEGMENTS ? value : undefined} onValueChange={onChange}>
      <SelectTrigger aria-label={t`Segment`} className="h-11 w-full sm:h-10">
        <SelectValue placeholder={t`Pick a segment`} />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(CAMPAIGN_SEGMENTS).map(([key, label]) => (
          <SelectItem key={key} value={key} className="min-h-10">
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
