// Links that stay in the shopper's language: next-intl's own, from the shop's routing.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing.ts";

export const { Link, getPathname, redirect, permanentRedirect } = createNavigation(routing);
