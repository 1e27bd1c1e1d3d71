// The return steps as a Hindi buyer's mail names them (statuses.ts has the English words the pages and
// staff read): the order's language decides which (docs/decisions/0188).
import type { ReturnStatusName } from "./statuses.ts";

export const HINDI_RETURN_STATUS_LABELS: Record<ReturnStatusName, string> = {
  requested: "अनुरोध मिला",
  approved: "स्वीकृत",
  refused: "अस्वीकृत",
  picked_up: "उठा लिया गया",
  received: "हमें मिल गया",
  refunded: "रिफ़ंड भेजा गया",
};

export const HINDI_RETURN_STATUS_MESSAGES: Record<ReturnStatusName, string> = {
  requested: "हमें इन चीज़ों को लौटाने का आपका अनुरोध मिल गया है। हमारी टीम 2 कार्य-दिवसों में इसे देखकर आपको लिखेगी।",
  approved: "आपकी वापसी स्वीकृत हो गई है। हमारा कूरियर सामान लेने पिकअप पते पर आएगा; कृपया सामान पैक करके रखें।",
  refused: "हमें खेद है: हम यह वापसी स्वीकार नहीं कर सकते।",
  picked_up: "सामान हमारी कार्यशाला की ओर लौट रहा है। पहुँचने पर हम उसकी जाँच करेंगे।",
  received: "सामान हमें मिल गया है। आपका रिफ़ंड भेजा जा रहा है और क्रेडिट नोट आपके खाते में है।",
  refunded: "आपका रिफ़ंड भेज दिया गया है।",
};
