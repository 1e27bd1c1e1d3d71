import { rootEndpoint } from "@/lib/api/root-endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = rootEndpoint("/api/v1/");
