// Product classes (GST rate, tax code, HSN/SAC), attributes and options of the catalogue.

export type ClassSlug = "seating" | "furniture" | "lighting" | "soft-furnishings" | "rugs-and-durries" | "home-decor" | "design-consultation";

export interface ClassData {
  slug: ClassSlug;
  name: string;
  gstRate: string;
  taxCode: string;
  hsnCode: string;
  requiresShipping: boolean;
  tracksStock: boolean;
}

export const productClasses: ClassData[] = [
  { slug: "seating", name: "Seating furniture", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9401", requiresShipping: true, tracksStock: true },
  { slug: "furniture", name: "Furniture", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9403", requiresShipping: true, tracksStock: true },
  { slug: "lighting", name: "Lighting", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9405", requiresShipping: true, tracksStock: true },
  { slug: "soft-furnishings", name: "Soft furnishings", gstRate: "0.1200", taxCode: "GST12", hsnCode: "6304", requiresShipping: true, tracksStock: true },
  { slug: "rugs-and-durries", name: "Handloom rugs and durries", gstRate: "0.1200", taxCode: "GST12", hsnCode: "5705", requiresShipping: true, tracksStock: true },
  { slug: "home-decor", name: "Home decor", gstRate: "0.1800", taxCode: "GST18", hsnCode: "7009", requiresShipping: true, tracksStock: true },
  // SAC 998391: specialty design services, including interior design.
  { slug: "design-consultation", name: "Design consultation", gstRate: "0.1800", taxCode: "GST18", hsnCode: "998391", requiresShipping: false, tracksStock: false },
];

export type AttributeCode =
  | "material"
  | "colour"
  | "finish"
  | "seating_capacity"
  | "dimensions"
  | "width_cm"
  | "weight_kg"
  | "assembly_required"
  | "storage"
  | "bed_size"
  | "rug_size"
  | "weave"
  | "thread_count"
  | "light_source"
  | "warranty_years"
  | "care"
  | "consultation_mode"
  | "duration_minutes";

export interface AttributeData {
  code: AttributeCode;
  name: string;
  type: "text" | "integer" | "float" | "boolean" | "option";
  isFilterable: boolean;
  productClass: ClassSlug | null;
}

/** In display order. */
export const attributes: AttributeData[] = [
  { code: "material", name: "Material", type: "option", isFilterable: true, productClass: null },
  { code: "colour", name: "Colour", type: "option", isFilterable: true, productClass: null },
  { code: "finish", name: "Finish", type: "option", isFilterable: true, productClass: null },
  { code: "seating_capacity", name: "Seating capacity", type: "integer", isFilterable: true, productClass: "seating" },
  { code: "bed_size", name: "Bed size", type: "option", isFilterable: true, productClass: "furniture" },
  { code: "storage", name: "Storage", type: "boolean", isFilterable: true, productClass: "furniture" },
  { code: "rug_size", name: "Rug size", type: "option", isFilterable: true, productClass: "rugs-and-durries" },
  { code: "weave", name: "Weave", type: "option", isFilterable: true, productClass: "rugs-and-durries" },
  { code: "thread_count", name: "Thread count", type: "integer", isFilterable: false, productClass: "soft-furnishings" },
  { code: "light_source", name: "Light source", type: "text", isFilterable: false, productClass: "lighting" },
  { code: "dimensions", name: "Dimensions", type: "text", isFilterable: false, productClass: null },
  { code: "width_cm", name: "Width (cm)", type: "integer", isFilterable: false, productClass: null },
  { code: "weight_kg", name: "Weight (kg)", type: "float", isFilterable: false, productClass: null },
  { code: "assembly_required", name: "Assembly required", type: "boolean", isFilterable: true, productClass: null },
  { code: "warranty_years", name: "Warranty (years)", type: "integer", isFilterable: false, productClass: null },
  { code: "care", name: "Care", type: "text", isFilterable: false, productClass: null },
  { code: "consultation_mode", name: "Consultation mode", type: "option", isFilterable: true, productClass: "design-consultation" },
  { code: "duration_minutes", name: "Duration (minutes)", type: "integer", isFilterable: false, productClass: "design-consultation" },
];

export type OptionCode = "monogram_initials" | "fabric_swatch_code" | "room_to_be_designed" | "preferred_delivery_slot" | "preferred_consultation_date" | "gift_message";

export interface OptionData {
  code: OptionCode;
  name: string;
  type: "text" | "integer" | "boolean" | "float" | "date";
  required: boolean;
  helpText: string;
  /** The answers offered (a list on the product page); empty: a free answer. */
  choices: string[];
}

export const options: OptionData[] = [
  { code: "monogram_initials", name: "Monogram initials", type: "text", required: false, helpText: "Up to three letters, embroidered or hand-carved. Adds five working days to delivery.", choices: [] },
  { code: "fabric_swatch_code", name: "Fabric swatch code", type: "text", required: false, helpText: "The code on the back of a swatch from our free swatch kit, for example VL-FB-112.", choices: [] },
  { code: "room_to_be_designed", name: "Room to be designed", type: "text", required: true, helpText: "Which room, its rough size and your city, for example: living room, 14 × 16 ft, Pune.", choices: [] },
  { code: "preferred_delivery_slot", name: "Preferred delivery slot", type: "text", required: false, helpText: "We confirm the slot by phone before dispatch.", choices: ["Morning (9 am – 1 pm)", "Afternoon (1 pm – 6 pm)"] },
  { code: "preferred_consultation_date", name: "Preferred consultation date", type: "date", required: false, helpText: "A day from today on, within a year; we will call to confirm the time.", choices: [] },
  { code: "gift_message", name: "Gift message", type: "text", required: false, helpText: "Printed on a card and packed with the order; prices are never included.", choices: [] },
];

export const partner = { code: "vanya-wh", name: "Vanya Living Warehouse" };
