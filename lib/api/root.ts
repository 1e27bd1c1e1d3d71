// The API root's answer for one caller.
import type { Caller } from "@/lib/auth/caller.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { ADMIN_GROUP, ROOT_GROUPS, type RootGroup } from "./root-map.ts";

function absolute(group: RootGroup, urls: UrlBuilder): Record<string, string> {
  return Object.fromEntries(Object.entries(group).map(([name, path]) => [name, urls.abs(path)]));
}

export function apiRoot(caller: Caller, urls: UrlBuilder): Record<string, Record<string, string>> {
  const groups = Object.fromEntries(Object.entries(ROOT_GROUPS).map(([name, g]) => [name, absolute(g, urls)]));
  if (caller.user?.isStaff) groups.Admin = absolute(ADMIN_GROUP, urls);
  return groups;
}
