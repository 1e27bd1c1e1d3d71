// The API's messages in Hindi, for callers that ask for it with Accept-Language (spec/API.md §1). Services
// and validation keep writing their messages in English; lib/http/endpoint.ts puts an error answer's
// messages into the caller's language here, in one place, just before it is sent. A message without a
// Hindi text yet stays English (docs/decisions/0180).
import type { ShopLocale } from "@/i18n/routing.ts";

/** Messages that are always the same words. */
const EXACT: Record<string, string> = {
  "Not found.": "नहीं मिला।",
  "Authentication credentials were not provided.": "साइन इन की जानकारी नहीं भेजी गई।",
  "You do not have permission to perform this action.": "आपको यह करने की अनुमति नहीं है।",
  "Service temporarily unavailable.": "सेवा अभी कुछ देर के लिए उपलब्ध नहीं है।",
  "Internal server error.": "सर्वर में कोई गड़बड़ी हुई।",
  "This field is required.": "यह जानकारी ज़रूरी है।",
  "This field may not be null.": "यह जानकारी ख़ाली (null) नहीं हो सकती।",
  "This field may not be blank.": "यह जानकारी ख़ाली नहीं छोड़ी जा सकती।",
  "Not a valid string.": "यह मान्य टेक्स्ट नहीं है।",
  "A valid integer is required.": "एक मान्य पूर्ण संख्या चाहिए।",
  "A valid number is required.": "एक मान्य संख्या चाहिए।",
  "Must be a valid boolean.": "true या false होना चाहिए।",
  "Invalid input.": "अमान्य जानकारी।",
  "Enter a valid email address.": "एक मान्य ई-मेल पता लिखें।",
  "Enter a valid e-mail address.": "एक मान्य ई-मेल पता लिखें।",
  "Enter a valid URL.": "एक मान्य URL लिखें।",
  "Enter a valid value.": "एक मान्य मान लिखें।",
  "Enter a valid pincode.": "एक मान्य पिनकोड लिखें।",
  "Enter a valid phone number.": "एक मान्य फ़ोन नंबर लिखें।",
  "Enter a whole number.": "एक पूर्ण संख्या लिखें।",
  "Must be a valid UUID.": "एक मान्य UUID होना चाहिए।",
  "Ensure that there are no more than 2 decimal places.": "दशमलव के बाद 2 से ज़्यादा अंक न हों।",
  "A valid number with at most 2 decimal places is required.": "दशमलव के बाद अधिकतम 2 अंकों वाली एक मान्य संख्या चाहिए।",
  "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.": "तारीख़ का प्रारूप ग़लत है। इस प्रारूप में लिखें: YYYY-MM-DD.",
  "Null characters are not allowed.": "Null अक्षरों की अनुमति नहीं है।",
  "This list may not be empty.": "यह सूची ख़ाली नहीं हो सकती।",
  "The submitted file is empty.": "भेजी गई फ़ाइल ख़ाली है।",
  "Invalid token.": "अमान्य टोकन।",
  "Invalid page.": "अमान्य पेज।",
};

/** Messages with a number or a name in them: an English pattern and its Hindi sentence. */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/^Method "(.+)" not allowed\.$/, (m) => `"${m}" मेथड की अनुमति नहीं है।`],
  [/^Request was throttled\. Expected available in (\d+) seconds\.$/, (s) => `बहुत सारे अनुरोध। ${s} सेकंड बाद फिर कोशिश करें।`],
  [/^Ensure this field has no more than (\d+) characters\.$/, (n) => `इसमें ${n} से ज़्यादा अक्षर न हों।`],
  [/^Ensure this field has at least (\d+) characters\.$/, (n) => `इसमें कम से कम ${n} अक्षर हों।`],
  [/^Ensure this field has at least (\d+) elements\.$/, (n) => `इसमें कम से कम ${n} चीज़ें हों।`],
  [/^Ensure this field has no more than (\d+) elements\.$/, (n) => `इसमें ${n} से ज़्यादा चीज़ें न हों।`],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, (n) => `यह मान ${n} या उससे ज़्यादा होना चाहिए।`],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, (n) => `यह मान ${n} या उससे कम होना चाहिए।`],
  [/^Ensure this value is greater than (-?[\d.]+)\.$/, (n) => `यह मान ${n} से ज़्यादा होना चाहिए।`],
  [/^Ensure this value is at least (-?[\d.]+)\.$/, (n) => `यह मान कम से कम ${n} होना चाहिए।`],
  [/^Ensure this value is at most (-?[\d.]+)\.$/, (n) => `यह मान अधिकतम ${n} हो सकता है।`],
  [/^"(.*)" is not a valid choice\.$/, (v) => `"${v}" एक मान्य विकल्प नहीं है।`],
  [/^Invalid pk "(.*)" - object does not exist\.$/, (v) => `अमान्य pk "${v}" - ऐसी कोई चीज़ नहीं है।`],
];

/** One message in the caller's language (English messages without a Hindi text stay as they are). */
export function apiMessage(message: string, locale: ShopLocale): string {
  if (locale === "en") return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return hindi(...m.slice(1));
  }
  return message;
}

/**
 * An error body with its messages in the caller's language: `detail`, `reason` and field errors (lists of
 * messages, nested objects) are messages; `code`, `error_id` and other fields are kept as they are.
 */
export function inCallerLanguage<T>(body: T, locale: ShopLocale): T {
  if (locale === "en") return body;
  return translate(body, locale, true) as T;
}

const NOT_MESSAGES = new Set(["code", "error_id", "id", "url", "number", "field", "type"]);

function translate(value: unknown, locale: ShopLocale, message: boolean): unknown {
  if (typeof value === "string") return message ? apiMessage(value, locale) : value;
  if (Array.isArray(value)) return value.map((v) => translate(v, locale, message));
  const proto = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, translate(v, locale, message && !NOT_MESSAGES.has(k))]));
  }
  return value;
}
