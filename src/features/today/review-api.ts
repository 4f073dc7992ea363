// Today's review list (docs/product.md#interactions): what the calendar and mail found that waits
// for a yes. An answer takes the item off the cached list at once and puts it back if refused.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { InteractionReview } from "@contracts/interactions";
import { readKey } from "@contracts/reads";
import { queryClient } from "@/lib/api";
import { answer, api } from "@/lib/api-client";
import { CONTACTS_KEY } from "@/lib/contacts-api";

export const REVIEWS_KEY = readKey("reviews");

/** What waits, newest first; null after a 401. */
export const useReviews = () => useQuery<InteractionReview[] | null>({ queryKey: REVIEWS_KEY });

export type ReviewAnswer = { review: InteractionReview; answer: "yes" | "no" | "ignore" };

export function useAnswerReview() {
  return useMutation({
    mutationFn: ({ review, answer: said }: ReviewAnswer) =>
      answer(api.interactions.review[":id"].$post({ param: { id: String(review.id) }, json: { answer: said } })),
    onMutate: async ({ review }) => {
      await queryClient.cancelQueries({ queryKey: REVIEWS_KEY });
      const before = queryClient.getQueryData<InteractionReview[] | null>(REVIEWS_KEY);
      if (before)
        queryClient.setQueryData(
          REVIEWS_KEY,
          before.filter((r) => r.id !== review.id),
        );
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(REVIEWS_KEY, context.before);
    },
    // A yes logs contact (or adds one): their last contact and check-in move.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }), queryClient.invalidateQueries({ queryKey: CONTACTS_KEY })]),
  });
}
