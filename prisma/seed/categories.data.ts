// The category tree, in display order. Paths ("0001.0002.0001") are derived from this order.

export interface CategoryNode {
  name: string;
  slug: string;
  description: string;
  featured?: boolean;
  isPublic?: boolean;
  children?: CategoryNode[];
}

export const categoryTree: CategoryNode[] = [
  {
    name: "Living Room",
    slug: "living-room",
    featured: true,
    description: "Sofas, chairs, tables and storage for the room where everyone gathers — built in solid wood and upholstered in fabrics that take daily life in their stride.",
    children: [
      {
        name: "Sofas",
        slug: "sofas",
        featured: true,
        description: "Deep seats, kiln-dried hardwood frames and cushions with high-resilience foam wrapped in fibre. Every sofa is made to order in our Jodhpur workshop.",
        children: [
          { name: "3-Seater Sofas", slug: "3-seater-sofas", description: "Room for the whole family on movie night: three-seaters from compact apartment sizes to generous lounging depths." },
          { name: "2-Seater Sofas", slug: "2-seater-sofas", description: "Loveseats and compact sofas for smaller living rooms, reading corners and bedrooms." },
          { name: "Sectional Sofas", slug: "sectional-sofas", description: "L-shaped sofas with a chaise for stretching out. Choose the chaise on the left or right when you order." },
          { name: "Sofa Cum Beds", slug: "sofa-cum-beds", description: "A sofa by day and a bed for guests by night, with an easy pull-out or fold-down mechanism." },
        ],
      },
      {
        name: "Chairs",
        slug: "living-chairs",
        description: "Armchairs, rockers and pouffes that add a second conversation spot to any room.",
        children: [
          { name: "Armchairs", slug: "armchairs", description: "Upholstered armchairs with solid wood frames — the chair you will read in for years." },
          { name: "Rocking Chairs", slug: "rocking-chairs", description: "Hand-finished rocking chairs in sheesham and teak, balanced for a slow, steady rock." },
          { name: "Ottomans & Pouffes", slug: "ottomans-and-pouffes", description: "Footrests, extra seats and side tables in one: pouffes in cotton, jute and velvet." },
        ],
      },
      {
        name: "Tables",
        slug: "living-tables",
        description: "Coffee, side and console tables in solid wood, cane and metal.",
        children: [
          { name: "Coffee Tables", slug: "coffee-tables", description: "Coffee tables with shelves, drawers and lift-up storage for the living room." },
          { name: "Side Tables", slug: "side-tables", description: "Small tables for a lamp, a cup of chai and the book you are reading." },
          { name: "Console Tables", slug: "console-tables", description: "Slim tables for entrance halls and the wall behind a sofa." },
        ],
      },
      {
        name: "Living Storage",
        slug: "living-storage",
        description: "Media units, shoe racks and cabinets that keep the living room clear.",
        children: [
          { name: "TV Units", slug: "tv-units", description: "Low media units with cable management, drawers and open shelves for set-top boxes and speakers." },
          { name: "Shoe Racks", slug: "shoe-racks", description: "Entrance storage with ventilated shutters and a seat to sit on while you lace up." },
          { name: "Cabinets", slug: "living-cabinets", description: "Display and storage cabinets for crockery, books and keepsakes." },
        ],
      },
    ],
  },
  {
    name: "Bedroom",
    slug: "bedroom",
    featured: true,
    description: "Beds, wardrobes and bedside tables made for calm, uncluttered bedrooms — with storage built in wherever it fits.",
    children: [
      {
        name: "Beds",
        slug: "beds",
        featured: true,
        description: "Solid wood and upholstered beds with and without hydraulic storage. Mattresses are sold separately.",
        children: [
          { name: "King Size Beds", slug: "king-size-beds", description: "Beds for a 72 × 78 inch (King) mattress." },
          { name: "Queen Size Beds", slug: "queen-size-beds", description: "Beds for a 60 × 78 inch (Queen) mattress." },
          { name: "Single Beds", slug: "single-beds", description: "Single beds for children's rooms and guest rooms, for a 36 × 78 inch mattress." },
        ],
      },
      {
        name: "Bedroom Storage",
        slug: "bedroom-storage",
        description: "Wardrobes, chests of drawers and bedside tables.",
        children: [
          { name: "Wardrobes", slug: "wardrobes", description: "Two-, three- and four-door wardrobes with hanging space, shelves and a locker." },
          { name: "Chests of Drawers", slug: "chests-of-drawers", description: "Drawer units on soft-close runners for folded clothes and linen." },
          { name: "Bedside Tables", slug: "bedside-tables", description: "Bedside tables with a drawer for the things you reach for at night." },
        ],
      },
      { name: "Dressing Tables", slug: "dressing-tables", description: "Dressing tables with mirrors, drawers and matching stools." },
    ],
  },
  {
    name: "Dining",
    slug: "dining",
    featured: true,
    description: "Dining tables that seat four to eight, chairs and benches to match, and sideboards for the good crockery.",
    children: [
      {
        name: "Dining Sets",
        slug: "dining-sets",
        description: "A table with its chairs, chosen to go together and delivered together.",
        children: [
          { name: "4-Seater Dining Sets", slug: "4-seater-dining-sets", description: "Compact dining sets for apartments and breakfast corners." },
          { name: "6-Seater Dining Sets", slug: "6-seater-dining-sets", description: "The family-size dining set, with room for guests." },
          { name: "8-Seater Dining Sets", slug: "8-seater-dining-sets", description: "Long tables for big families and festival dinners." },
        ],
      },
      {
        name: "Dining Chairs & Benches",
        slug: "dining-chairs-and-benches",
        description: "Extra seats for the table you already have.",
        children: [
          { name: "Dining Chairs", slug: "dining-chairs", description: "Dining chairs sold in pairs, upholstered or in solid wood." },
          { name: "Dining Benches", slug: "dining-benches", description: "Benches that slide under the table and seat two or three." },
        ],
      },
      {
        name: "Dining Storage",
        slug: "dining-storage",
        description: "Sideboards and crockery units.",
        children: [
          { name: "Sideboards", slug: "sideboards", description: "Low sideboards for serving, storing and displaying." },
          { name: "Crockery Units", slug: "crockery-units", description: "Tall units with glass doors for dinner sets and glassware." },
        ],
      },
      {
        name: "Bar Furniture",
        slug: "bar-furniture",
        description: "Bar stools and bar cabinets.",
        children: [
          { name: "Bar Stools", slug: "bar-stools", description: "Counter- and bar-height stools for kitchen islands and breakfast counters." },
          { name: "Bar Cabinets", slug: "bar-cabinets", description: "Cabinets with bottle racks, glass holders and a fold-down serving shelf." },
        ],
      },
    ],
  },
  {
    name: "Study & Office",
    slug: "study-and-office",
    description: "Desks, chairs and shelves for working and studying from home without a backache.",
    children: [
      {
        name: "Desks",
        slug: "desks",
        description: "Study tables and writing desks.",
        children: [
          { name: "Study Tables", slug: "study-tables", description: "Study tables with drawers, hutches and cable cut-outs." },
          { name: "Writing Desks", slug: "writing-desks", description: "Slim desks that fit a bedroom corner or a window." },
        ],
      },
      {
        name: "Office Chairs",
        slug: "office-chairs",
        description: "Chairs for long working days.",
        children: [
          { name: "Ergonomic Chairs", slug: "ergonomic-chairs", description: "Adjustable lumbar support, seat depth and armrests for eight-hour days." },
          { name: "Study Chairs", slug: "study-chairs", description: "Simpler swivel chairs for students and occasional work." },
        ],
      },
      { name: "Bookshelves", slug: "bookshelves", description: "Open bookshelves and ladder shelves in solid wood." },
    ],
  },
  {
    name: "Outdoor",
    slug: "outdoor",
    description: "Furniture for balconies, terraces and gardens, finished to cope with sun and monsoon.",
    children: [
      {
        name: "Outdoor Seating",
        slug: "outdoor-seating",
        description: "Balcony sets and garden chairs.",
        children: [
          { name: "Balcony Sets", slug: "balcony-sets", description: "A small table and two chairs for a morning cup of tea on the balcony." },
          { name: "Garden Chairs", slug: "garden-chairs", description: "Slatted chairs in teak and powder-coated metal." },
        ],
      },
      { name: "Swings & Jhoolas", slug: "swings-and-jhoolas", description: "Ceiling-hung jhoolas and free-standing swings with brass-finish chains." },
      { name: "Planters", slug: "planters", description: "Terracotta, ceramic and fibreglass planters for indoor and outdoor plants." },
    ],
  },
  {
    name: "Decor & Lighting",
    slug: "decor-and-lighting",
    featured: true,
    description: "Lamps, mirrors, wall art and accents — the finishing layer that makes a room yours.",
    children: [
      {
        name: "Lighting",
        slug: "lighting",
        featured: true,
        description: "Floor lamps, table lamps and pendants. Bulbs are not included unless stated.",
        children: [
          { name: "Floor Lamps", slug: "floor-lamps", description: "Floor lamps for reading corners and soft evening light." },
          { name: "Table Lamps", slug: "table-lamps", description: "Table lamps with ceramic, brass and wooden bases." },
          { name: "Pendant Lights", slug: "pendant-lights", description: "Pendants for dining tables, kitchen islands and stairwells." },
        ],
      },
      {
        name: "Wall Decor",
        slug: "wall-decor",
        description: "Mirrors and wall art.",
        children: [
          { name: "Mirrors", slug: "mirrors", description: "Round, arched and full-length mirrors with wood and metal frames." },
          { name: "Wall Art", slug: "wall-art", description: "Framed prints and hand-painted canvases by Indian artists." },
        ],
      },
      { name: "Vases & Accents", slug: "vases-and-accents", description: "Vases, bowls and objects in ceramic, brass and terracotta." },
    ],
  },
  {
    name: "Soft Furnishings",
    slug: "soft-furnishings",
    featured: true,
    description: "Handloom durries, cushions, throws, curtains and bed linen woven and printed by artisan clusters across India.",
    children: [
      {
        name: "Rugs & Durries",
        slug: "rugs-and-durries",
        featured: true,
        description: "Flatwoven cotton durries and hand-tufted wool rugs.",
        children: [
          { name: "Handloom Durries", slug: "handloom-durries", description: "Reversible cotton durries woven on pit looms in Rajasthan and Madhya Pradesh." },
          { name: "Hand-tufted Rugs", slug: "hand-tufted-rugs", description: "Soft wool rugs hand-tufted in Bhadohi and Panipat." },
        ],
      },
      {
        name: "Cushions & Throws",
        slug: "cushions-and-throws",
        description: "Cushion covers and throws.",
        children: [
          { name: "Cushion Covers", slug: "cushion-covers", description: "Block-printed, embroidered and woven cushion covers with concealed zips. Fillers sold separately." },
          { name: "Throws", slug: "throws", description: "Cotton and wool throws for the sofa and the foot of the bed." },
        ],
      },
      { name: "Curtains", slug: "curtains", description: "Cotton and linen-blend curtains with eyelets or tab tops, sold as a pair." },
      { name: "Bed Linen", slug: "bed-linen", description: "Percale and sateen bedsheets with pillow covers, in king and queen sizes." },
    ],
  },
  {
    name: "Design Services",
    slug: "design-services",
    description: "Work with a Vanya Living designer on one room or the whole home — online or at your place.",
    children: [
      { name: "Design Consultation", slug: "design-consultation", description: "Paid consultations with our interior designers; the fee is adjusted against furniture you buy within 90 days." },
    ],
  },
  {
    name: "Clearance Archive",
    slug: "clearance-archive",
    isPublic: false,
    description: "Discontinued designs kept for order history and after-sales service. Not shown in the shop.",
  },
];
