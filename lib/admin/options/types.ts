// The kinds of answer an option asks a shopper for, and their names on the staff pages (shared by the
// option forms in the browser and the service on the server).
export const OPTION_TYPES = ["text", "integer", "float", "boolean", "date"] as const;
export type OptionTypeCode = (typeof OPTION_TYPES)[number];

export const OPTION_TYPE_NAMES: Record<OptionTypeCode, string> = {
  text: "Text",
  integer: "Whole number",
  float: "Number",
  boolean: "Yes or no",
  date: "Date",
};
