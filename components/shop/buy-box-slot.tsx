// THE PLACE FOR ADD-TO-BASKET. The basket work fills this component: a button that adds the chosen
// product (`productId`: the chosen variant, or a standalone product; null while a parent's variant is
// not chosen yet) with the values of the options form (`optionsFormId`, fields named by option code)
// through POST /api/v2/basket/add-product/, for the shopper's own basket (a client component: the
// page around it is the same for everyone, docs/decisions/0017). Until then it renders nothing, so the
// page shows no button that does not work.
export interface BuyBoxSlotProps {
  productId: number | null;
  canBuy: boolean;
  optionsFormId: string;
}

export function BuyBoxSlot(props: BuyBoxSlotProps): null {
  void props;
  return null;
}
