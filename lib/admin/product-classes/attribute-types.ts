// The kinds of attribute a product class may have, and their names on the staff pages (shared by the
// attribute forms in the browser and the service on the server).
export const ATTRIBUTE_TYPES = ["text", "integer", "float", "boolean", "option", "multi_option"] as const;
export type AttributeTypeCode = (typeof ATTRIBUTE_TYPES)[number];

export const ATTRIBUTE_TYPE_NAMES: Record<AttributeTypeCode, string> = {
  text: "Text",
  integer: "Whole number",
  float: "Number",
  boolean: "Yes or no",
  option: "One choice",
  multi_option: "Several choices",
};
