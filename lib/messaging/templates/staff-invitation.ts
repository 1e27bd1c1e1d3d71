// An invitation to join the shop's staff (/admin/staff/): the link proves the address and leads to sign-in.
import { button, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface StaffInvitationData {
  /** Who invited them, e.g. "Meera". */
  invitedBy: string;
  /** The permission groups, e.g. "Orders, Customers". */
  groups: string;
  expiresInDays: number;
  /** Secret: the link with its token. */
  inviteUrl: string;
}

export const staffInvitationEmail: EmailTemplate<StaffInvitationData> = (data, ctx) =>
  renderLayout(
    {
      subject: `You are invited to the ${ctx.shopName} staff pages`,
      heading: `Join the ${ctx.shopName} staff`,
      blocks: [
        p(`${data.invitedBy} invited you to the staff pages of ${ctx.shopName}${data.groups ? `, for: ${data.groups}` : ""}.`),
        button("Accept the invitation", data.inviteUrl),
        small(`The link works once, for ${data.expiresInDays} days. If you did not expect it, ignore this mail.`),
      ],
    },
    ctx,
  );
