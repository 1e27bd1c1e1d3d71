// What the landing page's section kinds and product sources are called on the staff pages.
export const SECTION_KINDS: Record<string, string> = {
  banners: "Banners",
  categories: "Featured rooms",
  collections: "Collections",
  products: "A row of products",
  video: "The video",
  gallery: "Gallery pictures",
};

export const PRODUCT_SOURCE_NAMES: Record<string, string> = {
  featured: "Featured products",
  new_arrivals: "New arrivals",
  top_rated: "Best rated",
  collection: "One collection's products",
};
