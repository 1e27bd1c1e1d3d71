// Hindi texts for part of the demo shop, so /hi/ pages show what staff's Hindi fields do (the rest falls
// back to English, as a shop part-way through translating would): the rooms and their best-known
// categories, and the design services (docs/decisions/0188).

export interface HindiText {
  name: string;
  description: string;
}

/** By category slug. */
export const hindiCategories: Record<string, HindiText> = {
  "living-room": { name: "बैठक", description: "सोफ़े, कुर्सियाँ, मेज़ें और अलमारियाँ उस कमरे के लिए जहाँ सब मिलते हैं — ठोस लकड़ी में बनी, रोज़ के इस्तेमाल के लिए मज़बूत कपड़ों के साथ।" },
  sofas: { name: "सोफ़े", description: "गहरी सीटें, भट्ठी में सुखाई सख़्त लकड़ी के फ़्रेम और आरामदायक गद्दियाँ। हर सोफ़ा हमारी जोधपुर कार्यशाला में ऑर्डर पर बनता है।" },
  bedroom: { name: "शयनकक्ष", description: "पलंग, अलमारियाँ और साइड टेबल, शांत नींद के लिए।" },
  beds: { name: "पलंग", description: "शीशम, सागौन और आम की लकड़ी के पलंग, स्टोरेज के साथ या बिना।" },
  dining: { name: "भोजन कक्ष", description: "परिवार और मेहमानों के लिए डाइनिंग टेबल, कुर्सियाँ और बेंच।" },
};

/** By product slug. */
export const hindiProducts: Record<string, { title: string; description: string }> = {
  "living-room-design-consultation": {
    title: "बैठक डिज़ाइन परामर्श",
    description: "Vanya Living के डिज़ाइनर के साथ एक घंटे की वीडियो कॉल, आपकी बैठक की योजना के लिए: लेआउट, फ़र्नीचर के आकार, रंग और रोशनी। पाँच कार्य-दिवसों में आपको फ़्लोर प्लान और ख़रीदारी की सूची मिलती है।",
  },
  "bedroom-design-consultation": {
    title: "शयनकक्ष डिज़ाइन परामर्श",
    description: "हमारे डिज़ाइनर के साथ एक शांत शयनकक्ष की योजना बनाएँ: पलंग कहाँ हो, कितना स्टोरेज चाहिए और कौन से कपड़े लंबे चलेंगे।",
  },
  "home-visit-design-consultation": {
    title: "घर आकर डिज़ाइन परामर्श",
    description: "एक डिज़ाइनर आपके घर आकर कमरों का नाप लेता है और आपकी ज़रूरतें समझता है। दस कार्य-दिवसों में आपको मूड बोर्ड, नाप के अनुसार फ़्लोर प्लान और फ़र्नीचर की सूची मिलती है।",
  },
};
