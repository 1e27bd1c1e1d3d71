// The careers list keeps its filters in the path, one `key=value` segment each, department first:
// `/careers/department=Design/location=Jodhpur/` (shop pages are cached per path, docs/decisions/0017).

export const CAREERS_PATH = "/careers/";

export interface JobFilterState {
  department: string | null;
  location: string | null;
}

/** The path of the careers list with these filters (department first, then location). */
export function careersHref(filters: JobFilterState): string {
  const segments = [filters.department ? `department=${encodeURIComponent(filters.department)}` : null, filters.location ? `location=${encodeURIComponent(filters.location)}` : null];
  return CAREERS_PATH + segments.filter(Boolean).map((s) => `${s}/`).join("");
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The filters a path's `key=value` segments name, or null when they are not a canonical filter path. */
export function readJobFilters(segments: string[]): JobFilterState | null {
  const state: JobFilterState = { department: null, location: null };
  for (const segment of segments) {
    const text = decoded(segment);
    const at = text?.indexOf("=") ?? -1;
    if (!text || at < 0) return null;
    const key = text.slice(0, at);
    const value = text.slice(at + 1);
    if ((key !== "department" && key !== "location") || !value || state[key] !== null) return null;
    // One spelling per list: the department comes first.
    if (key === "department" && state.location !== null) return null;
    state[key] = value;
  }
  return state;
}
