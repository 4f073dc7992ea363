import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@contracts/account";
import { answer, api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Fetches GET /api/account/export and saves it through the browser's download, named as the server says. */
export async function downloadAccountExport() {
  const res = await api.account.export.$get();
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "nudge-export.json";
  saveFile(await res.blob(), name);
  return name;
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (json: DeleteAccountInput) => answer(api.account.$delete({ json })),
  });
