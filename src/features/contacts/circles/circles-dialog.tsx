import { t, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { describeCadence, cadenceOf } from "@contracts/cadence";
import type { Circle } from "@contracts/circles";
import { DeleteDialog, type DeleteWords } from "@/components/delete-dialog";
import { IconAction } from "@/components/icon-action";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useToast } from "@/hooks/use-toast";
import { errorText } from "@/lib/api";
import type { CircleInput } from "@contracts/circles";
import { useCircles, useDeleteCircle, useSaveCircle } from "./api";
import { CircleForm } from "./circle-form";

const DELETE_CIRCLE: DeleteWords<Circle> = {
  get title() {
    return t`Delete this circle?`;
  },
  deleted: (circle) => ({ title: t`Circle deleted`, description: t`${circle.name}: its people stay in your contacts.` }),
  failed: {
    get title() {
      return t`Failed to delete circle`;
    },
    get fallback() {
      return t`Please try again.`;
    },
  },
};

/** Add, rename, give a rhythm to or delete circles. Deleting one keeps its contacts. */
export default function CirclesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const circles = useCircles().data ?? [];
  const save = useSaveCircle();
  const remove = useDeleteCircle();
  const [editing, setEditing] = useState<number | null>(null);

  const onSave = async (fields: CircleInput, id?: number) => {
    try {
      await save.mutateAsync({ id, fields });
      toast({ title: id ? t`Circle saved` : t`Circle added`, description: fields.name });
      setEditing(null);
    } catch (error) {
      toast({ variant: "destructive", title: t`Failed to save circle`, description: errorText(error, t`Please try again.`) });
    }
  };
  const [deleting, setDeleting] = useState<Circle | null>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95dvh]">
        <DialogHeader>
          <DialogTitle>
            <Trans>Circles</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Group people ("Close friends", "Clients") and give a group a rhythm to keep in touch.</Trans>
          </DialogDescription>
        </DialogHeader>
        {circles.length > 0 && (
          <ul className="grid gap-2" aria-label={t`Your circles`}>
            {circles.map((circle) => {
              const rhythm = cadenceOf(circle);
              return editing === circle.id ? (
                <li key={circle.id}>
                  <CircleForm
                    circle={circle}
                    busy={save.isPending}
                    onSave={(f) => onSave(f, circle.id)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={circle.id} className="flex min-w-0 items-center gap-2 rounded-lg border px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{circle.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {plural(circle.memberCount, { one: "# person", other: "# people" })}
                      {rhythm ? ` · ${describeCadence(rhythm)}` : ""}
                    </p>
                  </div>
                  <IconAction label={t`Edit ${circle.name}`} onClick={() => setEditing(circle.id)}>
                    <Pencil aria-hidden />
                  </IconAction>
                  <IconAction label={t`Delete ${circle.name}`} destructive disabled={remove.isPending} onClick={() => setDeleting(circle)}>
                    <Trash2 aria-hidden />
                  </IconAction>
                </li>
              );
            })}
          </ul>
        )}
        <CircleForm busy={save.isPending} onSave={(f) => onSave(f)} />
      </DialogContent>
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        words={DELETE_CIRCLE}
        mutation={remove}
        input={(circle) => circle.id}
      >
        {(circle) =>
          circle
            ? t`${circle.name} goes; its people stay in your contacts. Those who followed its rhythm follow their other circles', or none.`
            : t`The circle goes; its people stay in your contacts. Those who followed its rhythm follow their other circles', or none.`
        }
      </DeleteDialog>
    </Dialog>
  );
}
