// Countries (ISO 3166-1), delivery zones by pincode, and shipping methods with their charges.

export const countries = [
  { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", isShippingCountry: true },
  { iso2: "AE", iso3: "ARE", numeric: "784", printableName: "United Arab Emirates", name: "United Arab Emirates", isShippingCountry: false },
  { iso2: "BD", iso3: "BGD", numeric: "050", printableName: "Bangladesh", name: "People's Republic of Bangladesh", isShippingCountry: false },
  { iso2: "BT", iso3: "BTN", numeric: "064", printableName: "Bhutan", name: "Kingdom of Bhutan", isShippingCountry: false },
  { iso2: "GB", iso3: "GBR", numeric: "826", printableName: "United Kingdom", name: "United Kingdom of Great Britain and Northern Ireland", isShippingCountry: false },
  { iso2: "LK", iso3: "LKA", numeric: "144", printableName: "Sri Lanka", name: "Democratic Socialist Republic of Sri Lanka", isShippingCountry: false },
  { iso2: "NP", iso3: "NPL", numeric: "524", printableName: "Nepal", name: "Federal Democratic Republic of Nepal", isShippingCountry: false },
  { iso2: "SG", iso3: "SGP", numeric: "702", printableName: "Singapore", name: "Republic of Singapore", isShippingCountry: false },
  { iso2: "US", iso3: "USA", numeric: "840", printableName: "United States", name: "United States of America", isShippingCountry: false },
];

export const zones = [
  { code: "metro", name: "Metro cities", isServiceable: true, isDefault: false },
  { code: "rest-of-india", name: "Rest of India", isServiceable: true, isDefault: true },
  { code: "not-serviceable", name: "Not serviceable yet", isServiceable: false, isDefault: false },
  { code: "north-east", name: "North East", isServiceable: true, isDefault: false },
];

/** [zone, pincode prefix]: pincodes not listed as locations fall in the zone of the longest prefix, else the default zone. */
export const areas: [string, string][] = [
  ["metro", "4000"], // Mumbai
  ["metro", "1100"], // Delhi
  ["metro", "5600"], // Bengaluru
  ["metro", "6000"], // Chennai
  ["metro", "7000"], // Kolkata
  ["metro", "5000"], // Hyderabad
  ["metro", "4110"], // Pune
  ["north-east", "78"],
  ["north-east", "79"],
  ["not-serviceable", "744"], // Andaman and Nicobar Islands
  ["not-serviceable", "1941"], // Ladakh
  ["not-serviceable", "6825"], // Lakshadweep
];

/** Product classes delivered only to some zones (docs/decisions/0030): large furniture needs the shop's own team. */
export const classZones: [string, string[]][] = [["furniture", ["metro", "rest-of-india"]]];

/** [pincode, locality, city, state, latitude, longitude, zone] */
export const locations: [string, string, string, string, string, string, string][] = [
  ["400001", "Fort", "Mumbai", "Maharashtra", "18.935300", "72.835600", "metro"],
  ["400050", "Bandra West", "Mumbai", "Maharashtra", "19.059600", "72.829500", "metro"],
  ["400076", "Powai", "Mumbai", "Maharashtra", "19.117600", "72.906000", "metro"],
  ["110001", "Connaught Place", "New Delhi", "Delhi", "28.631500", "77.216700", "metro"],
  ["110016", "Hauz Khas", "New Delhi", "Delhi", "28.549400", "77.200100", "metro"],
  ["122002", "DLF Phase 3", "Gurugram", "Haryana", "28.494000", "77.095700", "metro"],
  ["201301", "Sector 18", "Noida", "Uttar Pradesh", "28.570100", "77.321800", "metro"],
  ["560001", "MG Road", "Bengaluru", "Karnataka", "12.975600", "77.606800", "metro"],
  ["560034", "Koramangala", "Bengaluru", "Karnataka", "12.935200", "77.624500", "metro"],
  ["560066", "Whitefield", "Bengaluru", "Karnataka", "12.969800", "77.749900", "metro"],
  ["600004", "Mylapore", "Chennai", "Tamil Nadu", "13.033900", "80.269600", "metro"],
  ["600040", "Anna Nagar", "Chennai", "Tamil Nadu", "13.085000", "80.210100", "metro"],
  ["700019", "Ballygunge", "Kolkata", "West Bengal", "22.527400", "88.365600", "metro"],
  ["700091", "Salt Lake Sector V", "Kolkata", "West Bengal", "22.573200", "88.432800", "metro"],
  ["500033", "Jubilee Hills", "Hyderabad", "Telangana", "17.430500", "78.407100", "metro"],
  ["500081", "HITEC City", "Hyderabad", "Telangana", "17.448400", "78.381500", "metro"],
  ["411001", "Camp", "Pune", "Maharashtra", "18.516700", "73.878600", "metro"],
  ["411057", "Hinjewadi", "Pune", "Maharashtra", "18.591300", "73.738900", "metro"],
  ["380009", "Navrangpura", "Ahmedabad", "Gujarat", "23.036500", "72.561100", "metro"],
  ["302001", "Johari Bazaar", "Jaipur", "Rajasthan", "26.923900", "75.826700", "rest-of-india"],
  ["342001", "Sardarpura", "Jodhpur", "Rajasthan", "26.278400", "73.010200", "rest-of-india"],
  ["226001", "Hazratganj", "Lucknow", "Uttar Pradesh", "26.850000", "80.949900", "rest-of-india"],
  ["682011", "Ernakulam South", "Kochi", "Kerala", "9.966400", "76.289900", "rest-of-india"],
  ["160017", "Sector 17", "Chandigarh", "Chandigarh", "30.741300", "76.779300", "rest-of-india"],
  ["462001", "New Market", "Bhopal", "Madhya Pradesh", "23.233500", "77.400800", "rest-of-india"],
  ["452001", "Rajwada", "Indore", "Madhya Pradesh", "22.718500", "75.855700", "rest-of-india"],
  ["641001", "Town Hall", "Coimbatore", "Tamil Nadu", "10.993300", "76.961400", "rest-of-india"],
  ["781001", "Pan Bazaar", "Guwahati", "Assam", "26.184400", "91.745800", "north-east"],
  ["440001", "Sitabuldi", "Nagpur", "Maharashtra", "21.146300", "79.082800", "rest-of-india"],
  ["570001", "Devaraja Mohalla", "Mysuru", "Karnataka", "12.308600", "76.653100", "rest-of-india"],
  ["530002", "Dwaraka Nagar", "Visakhapatnam", "Andhra Pradesh", "17.728800", "83.305900", "rest-of-india"],
  ["751001", "Bhubaneswar GPO", "Bhubaneswar", "Odisha", "20.264400", "85.837800", "rest-of-india"],
  ["248001", "Paltan Bazaar", "Dehradun", "Uttarakhand", "30.324400", "78.041900", "rest-of-india"],
  ["403001", "Panaji", "Panaji", "Goa", "15.496700", "73.827800", "rest-of-india"],
  ["744101", "Port Blair", "Sri Vijaya Puram", "Andaman and Nicobar Islands", "11.623400", "92.726500", "not-serviceable"],
  ["194101", "Leh", "Leh", "Ladakh", "34.152600", "77.577100", "not-serviceable"],
  ["682555", "Kavaratti", "Kavaratti", "Lakshadweep", "10.566700", "72.641700", "not-serviceable"],
];

export const methods = [
  { code: "standard", name: "Standard delivery", description: "Delivered and placed in your room by our own team, 5–8 working days. Large furniture is assembled on delivery.", minDays: 5, maxDays: 8, gstRate: "0.1800", taxCode: "GST18", isActive: true, displayOrder: 0, forMadeToOrder: true },
  { code: "express", name: "Express delivery", description: "Ready-to-ship pieces delivered in 2–3 working days. Assembly is booked for the day after delivery.", minDays: 2, maxDays: 3, gstRate: "0.1800", taxCode: "GST18", isActive: true, displayOrder: 1, forMadeToOrder: false },
];

/** [method, zone, price incl. GST, free above (incl. GST) or null] */
export const charges: [string, string, string, string | null][] = [
  ["standard", "metro", "499.00", "25000.00"],
  ["standard", "rest-of-india", "799.00", "40000.00"],
  ["express", "metro", "1499.00", null],
  ["express", "rest-of-india", "2499.00", null],
  ["standard", "north-east", "1299.00", null],
];
