// The address book (CardDAV) calls as TanStack Query hooks. A sync adds and changes contacts, and
// imported birthdays come with nudges, so contacts, circles and pending nudges are read again.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AddressBook, AddressBookInput, SyncAnswer } from "@contracts/address-book";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { CIRCLES_KEY, CONTACTS_KEY } from "@/lib/contacts-api";
import { refreshNudges } from "@/lib/nudge-api";

export const ADDRESS_BOOK_KEY = ["/api/address-book"] as const;

/** The connected address book, or null when there is none; read only while its dialog is open. */
export const useAddressBook = (enabled: boolean) => useQuery<AddressBook | null>({ queryKey: ADDRESS_BOOK_KEY, enabled });

const synced = (answer: SyncAnswer) => {
  queryClient.setQueryData(ADDRESS_BOOK_KEY, answer.addressBook);
  return Promise.all([...[CONTACTS_KEY, CIRCLES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })), refreshNudges()]);
};

/** Connects (or replaces) the address book and runs its first sync. */
export function useConnectAddressBook() {
  return useMutation({
    mutationFn: (json: AddressBookInput) => answer(api["address-book"].$put({ json })),
    onSuccess: synced,
  });
}

export function useSyncAddressBook() {
  return useMutation({
    mutationFn: () => answer(api["address-book"].sync.$post()),
    onSuccess: synced,
    // A failed sync is written down on the account: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: ADDRESS_BOOK_KEY }),
  });
}

/** Disconnects; the contacts it brought stay. */
export function useDisconnectAddressBook() {
  return useMutation({
    mutationFn: () => answer(api["address-book"].$delete()),
    onSuccess: () => queryClient.setQueryData(ADDRESS_BOOK_KEY, null),
  });
}
