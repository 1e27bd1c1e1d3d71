"use server";
// The reviews page's form (content or catalogue group): hide a review with a reason, or show it again.
// The same input schema and service as POST /api/v2/admin/reviews/{id}/.
import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { moderateFromForm, REVIEW_MODERATORS, type ModerationFormState } from "@/lib/reviews/staff.ts";

const PATH = "/admin/reviews/";

export const moderateReviewAction = staffAction(REVIEW_MODERATORS, PATH, async (caller, _state: ModerationFormState, form: FormData): Promise<ModerationFormState> => {
  const state = await moderateFromForm({ id: caller.user.id, ip: caller.ip }, form);
  if (state.ok) revalidatePath(PATH);
  return state;
});
