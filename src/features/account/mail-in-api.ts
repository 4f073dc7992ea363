// The account's private mail-in address (issue 41): shown, and replaced by a new one.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";

const mailIn = api["mail-in"];
export type MailIn = InferResponseType<typeof mailIn.$get>;

export const MAIL_IN_KEY = ["/api/mail-in"] as const;

export const useMailIn = () => useQuery<MailIn>({ queryKey: MAIL_IN_KEY });

/** A new address; the old one stops working at once. */
export const useRotateMailIn = () =>
  useMutation({
    mutationFn: () => answer(mailIn.rotate.$post()),
    onSuccess: (next) => queryClient.setQueryData(MAIL_IN_KEY, next),
  });
