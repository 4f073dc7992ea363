import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@contracts/account";
import { apiRequest } from "@/lib/api";
import { saveFile } from "@/lib/save-file";

/** Fetches GET /api/account/export and saves it through the browser's download, named as the server says. */
export async function downloadAccountExport() {
  const res = await apiRequest("GET", "/api/account/export");
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "nudge-export.json";
  saveFile(await res.blob(), name);
  return name;
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: async (input: DeleteAccountInput) =>
      (await apiRequest("DELETE", "/api/account", input)).json() as Promise<{ message: string }>,
  });
