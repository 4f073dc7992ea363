import { Trans, useLingui } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner";

type Props = { busy: boolean; error: string | null; onFile: (file: File) => void };

/** The file picker, also a drop target on desktop; what was wrong with the last file shows under it. */
export function ChooseFile({ busy, error, onFile }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div className="grid gap-3">
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-ring ${over ? "border-primary bg-primary/5" : "border-border hover:bg-accent/50"}`}
      >
        {busy ? <Spinner className="size-6 text-primary" /> : <FileUp className="size-6 text-primary" aria-hidden />}
        <span className="font-medium">{busy ? t`Reading the file...` : t`Choose a .vcf or .csv file`}</span>
        <span className="text-muted-foreground">
          <Trans>Exports from iPhone, Android, Google Contacts, Outlook or any address book</Trans>
        </span>
        <input
          id={id}
          type="file"
          accept=".vcf,.vcard,.csv,text/vcard,text/x-vcard,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
