// Loads every endpoint module so the OpenAPI document (/api/schema/) knows them all.
// lib/api/endpoints.test.ts fails when a route under app/api/ is missing here.
import "./health/route.ts";
import "./schema/route.ts";
import "./v1/route.ts";
import "./v2/route.ts";
import "./v2/auth/send-otp/route.ts";
import "./v2/auth/resend-otp/route.ts";
import "./v2/auth/login-with-otp/route.ts";
import "./v2/login/route.ts";
import "./v2/register/route.ts";
import "./v2/users/[id]/route.ts";
import "./v2/countries/route.ts";
import "./v2/countries/[iso2]/route.ts";
import "./v2/admin/resumes/[id]/download/route.ts";
import "./v2/policies/legals/privacy-policy/route.ts";
import "./v2/policies/legals/return-policy/route.ts";
import "./v2/policies/legals/terms-and-conditions/route.ts";
