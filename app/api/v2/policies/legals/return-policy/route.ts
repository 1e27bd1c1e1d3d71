import { policyEndpoint } from "@/lib/content/policy-endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = policyEndpoint("return-policy", "Return Policy");
