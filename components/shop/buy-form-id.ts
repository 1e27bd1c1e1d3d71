/** The buy box's form, which the product's option fields belong to (so they are sent without JavaScript too). */
export const buyFormIdOf = (optionsId: string) => `${optionsId}-buy`;
