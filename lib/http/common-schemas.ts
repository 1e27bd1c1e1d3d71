// Bodies that many endpoints answer with, for the OpenAPI document.
import { z } from "zod";

export const DetailSchema = z.object({ detail: z.string() });
export const NOT_FOUND = { description: "Not found.", schema: DetailSchema };
