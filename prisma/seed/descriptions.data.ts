// Sentences for product descriptions: an opening per group, a sentence about the material, and a
// practical closing line. {name}, {noun}, {material}, {colour}, {finish}, {w}, {d}, {h}, {seats}
// and {size} are filled in per product.
import type { Group } from "./families.data.ts";

export const openings: Record<Group, string[]> = {
  sofa: [
    "The {name} is a {noun} with a deep seat and a back that supports you whether you sit upright or sink in for a film.",
    "Clean lines, plump cushions and a low, generous profile: the {name} {noun} makes a small living room feel calm rather than crowded.",
    "We designed the {name} for families who actually live on their sofa — the seat is firm enough for chai with guests and soft enough for a Sunday nap.",
    "The {name} pairs a tailored silhouette with loose back cushions you can plump, flip and rearrange.",
  ],
  chair: [
    "The {name} {noun} is the seat you will find yourself reaching for first.",
    "Shaped to the way people actually sit, the {name} {noun} keeps its comfort through long conversations and longer dinners.",
    "A light-looking frame with a sturdy build, the {name} {noun} fits as easily into a study corner as around the dining table.",
  ],
  pouffe: [
    "Part footrest, part extra seat, part side table — the {name} {noun} earns its place in any room.",
    "The {name} {noun} is firm enough to sit on and soft enough to put your feet up after a long day.",
    "Bring the {name} {noun} out when guests arrive and tuck it under a console when they leave.",
  ],
  table: [
    "The {name} {noun} has a thick top, softened edges and proportions that suit both compact flats and larger rooms.",
    "Simple, sturdy and quietly handsome, the {name} {noun} is made to be used every day, not kept for best.",
    "The {name} {noun} balances a generous surface with a light base, so the room around it still feels open.",
  ],
  storage: [
    "The {name} {noun} gives everything a place: drawers on soft-close runners, adjustable shelves and doors that close with a gentle click.",
    "Storage that looks like furniture, not a cupboard — the {name} {noun} keeps clutter out of sight and the room looking calm.",
    "The {name} {noun} is built like the pieces our grandparents kept for decades, with a few modern fittings where they help.",
  ],
  bed: [
    "The {name} {noun} has a padded headboard you can lean against to read and a low frame that keeps the bedroom airy.",
    "Wake up to the warm grain of the {name} {noun}: a solid, quiet bed without a creak in it.",
    "The {name} {noun} is made for good sleep and easy mornings, with slats spaced for proper mattress ventilation.",
  ],
  dining: [
    "Festival lunches, homework and late-night conversations — the {name} {noun} is made for all of it.",
    "The {name} {noun} seats {seats} comfortably, with enough leg room that nobody bumps the table leg.",
    "Built around a solid top with gently rounded corners, the {name} {noun} is easy to live with and easy to clean.",
  ],
  desk: [
    "The {name} {noun} gives you a proper place to work: a wide top, a drawer for chargers and a cable cut-out at the back.",
    "Compact enough for a bedroom corner and solid enough for years of homework, the {name} {noun} earns its floor space.",
    "The {name} {noun} keeps your laptop at the right height and your papers out of sight.",
  ],
  outdoor: [
    "The {name} {noun} turns a balcony into the best seat in the house.",
    "Made for mornings with the newspaper and evenings with the monsoon, the {name} {noun} is built to live outdoors under a covered roof.",
    "The {name} {noun} brings slow afternoons back to the verandah.",
  ],
  planter: [
    "The {name} {noun} gives a plant room to grow and a corner of the room something to look at.",
    "Thrown in small batches, the {name} {noun} has a drainage hole and a slightly flared rim.",
    "Group the {name} {noun} with others in different heights for a green corner that looks planned.",
  ],
  lamp: [
    "The {name} {noun} spreads a warm, even light that makes evenings at home feel slower.",
    "A reading light by the armchair or a soft glow in the corner — the {name} {noun} does both.",
    "The {name} {noun} has a hand-stitched shade that softens the bulb into a warm pool of light.",
  ],
  mirror: [
    "The {name} {noun} bounces daylight deeper into the room and makes a narrow hallway feel wider.",
    "Hang the {name} {noun} above a console or lean it against the wall — it looks right either way.",
    "A hand-finished frame around bevelled glass: the {name} {noun} is as much a piece of decor as a mirror.",
  ],
  art: [
    "{name} is a limited-edition print from an artist we work with, framed in our workshop.",
    "The {name} print brings colour and calm to a bare wall, framed and ready to hang.",
    "Inspired by the architecture and landscapes of India, {name} is printed on archival cotton canvas.",
  ],
  vase: [
    "The {name} {noun} is just as beautiful with a single stem as with an armful of flowers.",
    "Every {name} {noun} is shaped and glazed by hand, so no two are quite alike.",
    "The {name} {noun} adds height and colour to a console, a bookshelf or the dining table.",
  ],
  rug: [
    "The {name} {noun} grounds a room with colour and pattern and feels soft and cool underfoot.",
    "Woven to a design from our archive, the {name} {noun} brings warmth to stone and tile floors.",
    "The {name} {noun} is reversible, so it lasts twice as long and can change the look of the room in a minute.",
  ],
  cushion: [
    "The {name} {noun} is the quickest way to change how your sofa looks.",
    "Hand block-printed and finished with a concealed zip, the {name} {noun} brings texture to a plain sofa or bed.",
    "Mix the {name} {noun} with plain cushions for a layered, lived-in look.",
  ],
  throw: [
    "The {name} {noun} lives over the arm of the sofa until the evenings turn cool.",
    "Soft, light and generously sized, the {name} {noun} is as good on the bed as on the sofa.",
    "Woven on handlooms, the {name} {noun} has a slightly uneven texture that gets softer with every wash.",
  ],
  curtain: [
    "The {name} {noun} filter harsh afternoon sun into a soft light while keeping the room private.",
    "Heavy enough to hang well and light enough to move with the breeze, the {name} {noun} suit bedrooms and living rooms alike.",
    "The {name} {noun} are lined for a fuller drape and to protect your furniture from the sun.",
  ],
  linen: [
    "The {name} {noun} is crisp when new and softens beautifully with every wash.",
    "Breathable, cool and easy to care for, the {name} {noun} is made for Indian summers.",
    "The {name} {noun} includes a fitted sheet with deep pockets and two pillow covers.",
  ],
  consultation: [""],
};

export const materialLines: Record<string, string[]> = {
  "Sheesham wood": [
    "It is made from solid sheesham from Jodhpur, seasoned and kiln-dried so it holds its shape through humid monsoons and dry winters.",
    "The solid sheesham shows its natural grain through a {finish} finish, and every piece varies a little in tone.",
  ],
  "Teak wood": [
    "It is made from plantation teak, naturally rich in oils that resist moisture and termites, and finished in {finish}.",
    "Teak is slow-grown and dense, so this piece will outlast trends — and the {finish} finish deepens gently with age.",
  ],
  "Mango wood": [
    "Mango wood from trees that no longer bear fruit gives it a lively grain, sealed under a {finish} finish.",
    "It is made from sustainably sourced mango wood with a hand-rubbed {finish} finish.",
  ],
  "Acacia wood": ["Acacia is hard-wearing and water-resistant, and its honey-and-chocolate grain shows through the {finish} finish."],
  "Engineered wood": ["It is made from E1-grade engineered wood with a {finish} laminate that resists scratches and is easy to wipe clean."],
  "Cane and teak": ["Hand-woven cane panels are set into a solid teak frame in a {finish} finish, so the piece looks light and lets the air through."],
  "Rattan": ["The rattan is woven by hand over a rust-proof frame and finished in {finish}."],
  "Powder-coated steel": ["The powder-coated steel frame in {finish} is rust-resistant and light enough to move around."],
  "Brass and wood": ["A solid wood top sits on a brass-finish base that is lacquered to stay bright."],
  Velvet: ["It is upholstered in a dense {colour} velvet with a soft sheen, rated for 50,000 rub cycles."],
  "Cotton linen": ["The {colour} cotton-linen upholstery is breathable and cool — kind in a Chennai summer and cosy in a Delhi winter."],
  "Bouclé": ["The nubbly {colour} bouclé upholstery is soft to the touch and hides everyday wear well."],
  Chenille: ["The {colour} chenille is woven for durability and has a soft, matte handle."],
  Cotton: ["It is made from 100% cotton in {colour}, dyed with low-impact dyes that stay bright wash after wash."],
  Jute: ["The jute is hand-braided by women's self-help groups in West Bengal, with a cotton top in {colour}."],
  Wool: ["New Zealand wool gives it spring and warmth; the {colour} tones are hand-carved for depth."],
  "Wool and viscose": ["A wool base with viscose highlights gives the {colour} pattern a subtle sheen."],
  "Linen blend": ["The linen blend in {colour} has a relaxed, slightly slubbed texture."],
  "Kala cotton": ["It is woven from rain-fed Kala cotton grown in Kutch, naturally dyed in {colour}."],
  "Percale cotton": ["The 300 thread count percale in {colour} is crisp, matte and breathable."],
  "Sateen cotton": ["The 400 thread count sateen in {colour} has a smooth, gentle sheen."],
  Ceramic: ["It is hand-thrown in stoneware and dipped in a {colour} glaze, fired twice for strength."],
  Terracotta: ["It is shaped from red terracotta clay by potters in Khurja and finished in {colour}."],
  Fibreglass: ["Lightweight fibreglass in {colour} makes it easy to move, and it will not crack in the sun."],
  Brass: ["It is cast in brass and hand-polished, with a lacquer that keeps it from tarnishing."],
  "Brass-finish metal": ["The iron frame has a brass finish, hand-burnished at the edges."],
  Cane: ["The cane is woven by hand by craftspeople in Assam."],
  "Mesh and nylon": ["A breathable {colour} mesh back and a moulded foam seat keep you cool through long calls."],
  "Fabric and steel": ["The seat is upholstered in hard-wearing {colour} fabric over a steel frame."],
  "Archival print on cotton canvas": ["It is printed with archival pigment inks and set in a {finish} wooden frame with a hanging wire fitted."],
};

export const closings: Record<Group, string[]> = {
  sofa: [
    "It measures W {w} × D {d} × H {h} cm and arrives fully assembled; our team places it in your room.",
    "Ask for our free fabric swatches before you order — it is made to order in four to six weeks.",
    "Removable, zipped cushion covers make it easy to keep clean.",
  ],
  chair: [
    "It measures W {w} × D {d} × H {h} cm.",
    "The joints are mortise-and-tenon and glued, not just screwed, so it stays steady.",
    "Felt pads under the legs protect your floors.",
  ],
  pouffe: ["It measures {w} cm across and {h} cm high.", "It is filled with firm, recycled cotton fill that keeps its shape."],
  table: [
    "It measures W {w} × D {d} × H {h} cm; the legs bolt on in minutes.",
    "A sealed top means rings from cups and glasses wipe away easily.",
    "Every joint is checked in our workshop before the table leaves for your home.",
  ],
  storage: [
    "It measures W {w} × D {d} × H {h} cm. Wall anchoring hardware is included.",
    "Our delivery team assembles it in your home and takes the packaging away.",
    "Handles are solid brass and will not rust.",
  ],
  bed: [
    "Size {size}: W {w} × L {d} × H {h} cm. The mattress is sold separately.",
    "It is assembled in your bedroom by our team in about an hour.",
    "The hydraulic storage option lifts with one hand and holds quilts, suitcases and winter clothes.",
  ],
  dining: [
    "The table measures W {w} × D {d} × H {h} cm.",
    "It is delivered flat-packed in two boxes and assembled by our team.",
    "Wipe with a damp cloth and avoid hot dishes directly on the wood.",
  ],
  desk: ["It measures W {w} × D {d} × H {h} cm.", "It ships flat and assembles in under 30 minutes with the tools included."],
  outdoor: [
    "Use it on a covered balcony or verandah; cushions are water-resistant but not waterproof.",
    "It measures W {w} × D {d} × H {h} cm.",
  ],
  planter: ["It measures {w} cm across and {h} cm high.", "Plants are not included."],
  lamp: ["It stands {h} cm tall; the cable is 1.8 m long with an inline switch.", "The bulb is not included; use a warm-white LED."],
  mirror: ["It measures {w} × {h} cm and comes with wall fixings.", "The glass is 5 mm copper-free silver mirror."],
  art: ["The frame measures {w} × {h} cm.", "Each print comes with a certificate of authenticity signed by the artist."],
  vase: ["It stands {h} cm tall.", "The inside is glazed, so it holds water for fresh flowers."],
  rug: [
    "Size {size}. Use a non-slip underlay on smooth floors.",
    "Slight irregularities in the weave are the signature of the handloom, not a defect.",
  ],
  cushion: ["The cover measures {w} × {d} cm; the filler is sold separately.", "Colours may bleed in the first wash: wash separately in cold water."],
  throw: ["It measures {w} × {d} cm.", "The fringes are hand-knotted."],
  curtain: ["Each panel measures {w} × {h} cm; sold as a pair with rust-proof eyelets.", "Pair them with a sheer for privacy in the daytime."],
  linen: ["Size {size}: the flat sheet measures {w} × {d} cm.", "It is OEKO-TEX certified, free of harmful substances."],
  consultation: [""],
};
