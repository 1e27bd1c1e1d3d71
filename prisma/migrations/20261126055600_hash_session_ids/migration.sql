-- Session ids are stored as their SHA-256 (hex), as API tokens are: the cookie's JWT carries the id
-- itself, the table only its hash (lib/auth/sessions.ts). Cookies issued before keep working.
UPDATE "Session" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
