import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@contracts/account";
import { apiRequest } from "@/lib/api";

/** Fetches GET /api/account/export and saves it through the browser's download, named as the server says. */
export async function downloadAccountExport() {
  const res = await apiRequest("GET", "/api/account/export");
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "nudge-export.json";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has already taken its copy; revoke once this click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export const useDeleteAccount = () =>
  useMutation({ mutationFn: async (input: DeleteAccountInput) => (await apiRequest("DELETE", "/api/account", input)).json() as Promise<{ message: string }> });
