/**
 * First-start seed copy: each model's description and feature list. Figures quoted here (seats,
 * range, top speed, drive, battery) must agree with the model's row in catalogue.ts; the seed
 * test checks every one with the same rule the inventory office applies to staff edits.
 */
/** A seeded model's own words. */
export interface ModelCopy {
  description: string;
  /** Exactly eight key features. */
  features: readonly string[];
}

/** What the Forester 4 Plus and 6 Plus share: the same trail chassis, battery and figures. */
const foresterFeatures = [
  'Up to 25 miles of range per charge',
  'Top speed of 18 mph',
  'Lead-acid battery pack',
  'Built for trail and utility use',
  'Electric: no fuel, no emissions, quiet ride',
  'Dealer setup, delivery and local service',
];

export const modelCopy: Record<string, ModelCopy> = {
  // ---------------------------------------------------------------- Denago (lithium-ion)
  'denago-ev-city': {
    description:
      'The Denago EV City is a two-seat compact cart with a lithium-ion battery, up to 40 miles of range and a 25 mph top speed. It suits couples, retirees and anyone who wants a small, easy-to-park cart for quick trips around the neighborhood.',
    features: [
      'Seating for 2',
      'Compact footprint for easy parking',
      'Up to 40 miles of range per charge',
      'Top speed of 25 mph',
      '2x4 drive',
      'Lithium-ion battery pack',
      'LED headlights and taillights',
      'Electric: no fuel, no emissions, quiet ride',
    ],
  },
  'denago-ev-nomad': {
    description:
      'The Denago EV Nomad seats four and pairs a lithium-ion battery with up to 45 miles of range and a 25 mph top speed. It is a natural fit for families who want one cart for the pool, the clubhouse and visits with neighbors.',
    features: [
      'Seating for 4',
      'Up to 45 miles of range per charge',
      'Top speed of 25 mph',
      '2x4 drive',
      'Lithium-ion battery pack',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Test drives at our Somerville showroom',
    ],
  },
  'denago-ev-nomad-xl': {
    description:
      'The EV Nomad XL keeps the four-seat Nomad layout and stretches range to as much as 55 miles per charge on its lithium-ion battery. Choose it if your household loops around a large community or shore town and wants fewer stops to plug in.',
    features: [
      'Seating for 4',
      'Up to 55 miles of range per charge',
      'Longest range in the Nomad series',
      'Top speed of 25 mph',
      '2x4 drive',
      'Lithium-ion battery pack',
      'Seat belts for every seat',
      'Financing available',
    ],
  },
  'denago-ev-rover-xl': {
    description:
      'The Denago EV Rover XL carries six people with up to 50 miles of range and a 25 mph top speed from its lithium-ion battery. It works well for larger families and hosts who regularly bring friends along to the beach, lake or clubhouse.',
    features: [
      'Seating for 6',
      'Up to 50 miles of range per charge',
      'Top speed of 25 mph',
      '2x4 drive',
      'Lithium-ion battery pack',
      'LED headlights and taillights',
      'Electric: no fuel, no emissions, quiet ride',
      'Dealer setup, delivery and local service',
    ],
  },
  'denago-ev-rover-xl6': {
    description:
      'The EV Rover XL6 is a six-seat Denago built around a lithium-ion battery, with up to 50 miles of range between charges. Rental operators, campgrounds and busy households get room for a full group without moving up to the XXL.',
    features: [
      'Seating for 6',
      'Up to 50 miles of range per charge',
      'Top speed of 25 mph',
      'Lithium-ion battery pack',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Test drives at our Somerville showroom',
      'Financing available',
    ],
  },
  'denago-ev-rover-xxl': {
    description:
      'The EV Rover XXL is the largest Denago in our lineup, seating eight with up to 60 miles of range on lithium-ion power. It is built for resorts, event venues and large families who need to move a crowd in a single trip.',
    features: [
      'Seating for 8',
      'Up to 60 miles of range per charge',
      'Longest range in our Denago lineup',
      'Top speed of 25 mph',
      'Lithium-ion battery pack',
      'Seat belts for every seat',
      'Electric: no fuel, no emissions, quiet ride',
      'Dealer setup, delivery and local service',
    ],
  },

  // ---------------------------------------------------------------- Evolution (lead-acid)
  'evolution-carrier-6-plus': {
    description:
      'The Evolution Carrier 6 Plus is a six-passenger people mover with rear-wheel drive, up to 38 miles of range and a 25 mph top speed. It suits hotels, campgrounds and office campuses that shuttle small groups between the parking lot and the front door.',
    features: [
      'Seating for 6',
      'Up to 38 miles of range per charge',
      'Top speed of 25 mph',
      'Rear-wheel drive',
      'Lead-acid battery pack',
      'People-mover layout for shuttling guests',
      'LED headlights and taillights',
      'Dealer setup, delivery and local service',
    ],
  },
  'evolution-carrier-8-plus': {
    description:
      'With seating for eight, the Carrier 8 Plus moves larger groups at a steady top speed of 20 mph with up to 25 miles of range. Event venues, wedding sites and large properties that run short, frequent shuttle loops will get the most from it.',
    features: [
      'Seating for 8',
      'Up to 25 miles of range per charge',
      'Top speed of 20 mph',
      '2x4 drive',
      'Lead-acid battery pack',
      'Built for short, frequent shuttle loops',
      'Electric: no fuel, no emissions, quiet ride',
      'Financing available',
    ],
  },
  'evolution-classic-2-plus': {
    description:
      'The Classic 2 Plus is a traditional two-seat golf cart with a lead-acid battery, up to 20 miles of range and a 15 mph top speed. It is a straightforward choice for golfers, clubs and homeowners who want a simple cart at an entry-level price.',
    features: [
      'Seating for 2',
      'Up to 20 miles of range per charge',
      'Top speed of 15 mph',
      'Lead-acid battery pack',
      'Traditional golf cart styling',
      'Electric: no fuel, no emissions, quiet ride',
      'Test drives at our Somerville showroom',
      'Financing available',
    ],
  },
  'evolution-classic-2-pro': {
    description:
      'The Classic 2 Pro keeps the familiar two-seat golf cart shape and adds a little more reach, with up to 25 miles of range and an 18 mph top speed. Regular golfers and small property owners who want a step up from the base cart will like it.',
    features: [
      'Seating for 2',
      'Up to 25 miles of range per charge',
      'Top speed of 18 mph',
      'Lead-acid battery pack',
      'Traditional golf cart styling',
      'More range than the Classic 2 Plus',
      'Dealer setup, delivery and local service',
      'Financing available',
    ],
  },
  'evolution-classic-4-plus': {
    description:
      'The Classic 4 Plus brings four seats, rear-wheel drive and up to 35 miles of range to a traditional golf cart design, with a top speed of 25 mph. It fits families and golf couples who want to bring friends along without giving up the classic look.',
    features: [
      'Seating for 4',
      'Up to 35 miles of range per charge',
      'Top speed of 25 mph',
      'Rear-wheel drive',
      'Lead-acid battery pack',
      'Traditional golf cart styling',
      'Electric: no fuel, no emissions, quiet ride',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-classic-4-pro': {
    description:
      'The Classic 4 Pro is a four-seat traditional cart with up to 25 miles of range and an 18 mph top speed, a relaxed pace for cart paths and private roads. It suits community residents and clubs that want seating for four in a simple, familiar package.',
    features: [
      'Seating for 4',
      'Up to 25 miles of range per charge',
      'Top speed of 18 mph',
      'Lead-acid battery pack',
      'Traditional golf cart styling',
      'Electric: no fuel, no emissions, quiet ride',
      'Dealer setup, delivery and local service',
      'Financing available',
    ],
  },
  'evolution-d3-standard': {
    description:
      'The Evolution D3 Standard is a compact premium four-seater with 2x4 drive, up to 35 miles of range and a 25 mph top speed. It suits owners who want a premium feel in a smaller, easy-to-maneuver package.',
    features: [
      'Seating for 4',
      'Up to 35 miles of range per charge',
      'Top speed of 25 mph',
      '2x4 drive',
      'Lead-acid battery pack',
      'Compact premium design',
      'LED headlights and taillights',
      'Seat belts for every seat',
    ],
  },
  'evolution-d3-lifted': {
    description:
      'The D3 Lifted puts the compact premium D3 on a raised stance with 4x4 drive, keeping four seats, a 25 mph top speed and up to 30 miles of range. It is aimed at owners with gravel lanes, grassy lots or hilly properties who still want a smaller cart.',
    features: [
      'Seating for 4',
      'Up to 30 miles of range per charge',
      'Top speed of 25 mph',
      '4x4 drive',
      'Raised stance with larger all-terrain tires',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-d5-maverick-2-2': {
    description:
      'The D5 Maverick 2+2 seats four in a front-and-rear layout, with up to 30 miles of range and a 22 mph top speed. It is a well-priced pick for couples who sometimes bring guests or grandkids along for the ride.',
    features: [
      'Seating for 4 in a 2+2 layout',
      'Up to 30 miles of range per charge',
      'Top speed of 22 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'LED headlights and taillights',
      'Electric: no fuel, no emissions, quiet ride',
      'Financing available',
    ],
  },
  'evolution-d5-maverick-2-2-plus': {
    description:
      'The D5 Maverick 2+2 Plus builds on the base 2+2 with up to 35 miles of range and a faster 25 mph top speed. Choose it if you like front-and-rear seating for four but cover more ground around a larger community.',
    features: [
      'Seating for 4 in a 2+2 layout',
      'Up to 35 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'More range and speed than the 2+2',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Dealer setup, delivery and local service',
    ],
  },
  'evolution-d5-maverick-4': {
    description:
      "The D5 Maverick 4 offers four seats, up to 30 miles of range and a 22 mph top speed in Evolution's modern personal transport styling. Families who mostly make short trips to the pool, park or clubhouse will find it an easy everyday cart.",
    features: [
      'Seating for 4',
      'Up to 30 miles of range per charge',
      'Top speed of 22 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'Seat belts for every seat',
      'Test drives at our Somerville showroom',
      'Financing available',
    ],
  },
  'evolution-d5-maverick-4-plus': {
    description:
      'The D5 Maverick 4 Plus is the long-range four-seater of the Maverick line, with rear-wheel drive, up to 42 miles per charge and a 25 mph top speed. It suits households that use a cart every day and like having range to spare.',
    features: [
      'Seating for 4',
      'Up to 42 miles of range per charge',
      'Longest range in the Maverick line',
      'Top speed of 25 mph',
      'Rear-wheel drive',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Dealer setup, delivery and local service',
    ],
  },
  'evolution-d5-maverick-6-plus': {
    description:
      'The D5 Maverick 6 Plus seats six with up to 35 miles of range and a 25 mph top speed, giving bigger groups the quicker pace of the Plus models. It is a strong choice for large families, vacation rentals and neighbors who like to travel together.',
    features: [
      'Seating for 6',
      'Up to 35 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'Seat belts for every seat',
      'Electric: no fuel, no emissions, quiet ride',
      'Financing available',
    ],
  },
  'evolution-d5-maverick-6': {
    description:
      'The D5 Maverick 6 is the value route to six seats in the Maverick line, with up to 30 miles of range and a 22 mph top speed. It fits groups and families who want room for everyone on short, relaxed rides around the neighborhood.',
    features: [
      'Seating for 6',
      'Up to 30 miles of range per charge',
      'Top speed of 22 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'LED headlights and taillights',
      'Dealer setup, delivery and local service',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-d5-maverick-6-plus-lifted': {
    description:
      'The D5 Maverick 6 Plus Lifted pairs six seats with a raised stance and larger all-terrain tires, plus up to 35 miles of range and a 25 mph top speed. It is made for groups heading down gravel lanes, campground roads and grassy lots.',
    features: [
      'Seating for 6',
      'Raised stance with larger all-terrain tires',
      'Up to 35 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Financing available',
    ],
  },
  'evolution-d5-ranger-22': {
    description:
      'The D5 Ranger 2+2 is an approachable four-seater with front and rear seats, up to 30 miles of range and a 20 mph top speed. It is a good first cart for retirees and couples who mainly cruise their own community at an easy pace.',
    features: [
      'Seating for 4 in a 2+2 layout',
      'Up to 30 miles of range per charge',
      'Top speed of 20 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'Electric: no fuel, no emissions, quiet ride',
      'Test drives at our Somerville showroom',
      'Financing available',
    ],
  },
  'evolution-d5-ranger-2-2-plus': {
    description:
      'The D5 Ranger 2+2 Plus adds range and pace to the Ranger 2+2, reaching up to 35 miles per charge and 22 mph. Owners who want front-and-rear seating for longer outings around a bigger neighborhood will appreciate the upgrade.',
    features: [
      'Seating for 4 in a 2+2 layout',
      'Up to 35 miles of range per charge',
      'Top speed of 22 mph',
      'Lead-acid battery pack',
      'More range and speed than the 2+2',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Dealer setup, delivery and local service',
    ],
  },
  'evolution-d5-ranger-4': {
    description:
      'The D5 Ranger 4 gives four riders a place to sit, with up to 30 miles of range and a 20 mph top speed in a modern, practical design. It suits families and community residents looking for an affordable four-seat cart for everyday trips.',
    features: [
      'Seating for 4',
      'Up to 30 miles of range per charge',
      'Top speed of 20 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'Seat belts for every seat',
      'Electric: no fuel, no emissions, quiet ride',
      'Financing available',
    ],
  },
  'evolution-d5-ranger-4-plus': {
    description:
      'The D5 Ranger 4 Plus is the range leader of the Ranger family, with rear-wheel drive, up to 45 miles per charge and a 25 mph top speed. Residents of large communities and owners who enjoy long evening drives will get the most out of it.',
    features: [
      'Seating for 4',
      'Up to 45 miles of range per charge',
      'Longest range in the Ranger line',
      'Top speed of 25 mph',
      'Rear-wheel drive',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-d5-ranger-6-lifted': {
    description:
      'The D5 Ranger 6 Lifted raises the six-seat Ranger on larger all-terrain tires, with up to 35 miles of range and a 22 mph top speed. It suits farms, camps and larger properties where groups travel over grass and gravel as often as pavement.',
    features: [
      'Seating for 6',
      'Raised stance with larger all-terrain tires',
      'Up to 35 miles of range per charge',
      'Top speed of 22 mph',
      'Lead-acid battery pack',
      'Seat belts for every seat',
      'Dealer setup, delivery and local service',
      'Financing available',
    ],
  },
  'evolution-d5-ranger-6': {
    description:
      'The D5 Ranger 6 is the most affordable six-seater in the Ranger line, offering up to 30 miles of range and a 20 mph top speed. It is a sensible fit for larger households and rental properties that value seating over speed.',
    features: [
      'Seating for 6',
      'Up to 30 miles of range per charge',
      'Top speed of 20 mph',
      'Lead-acid battery pack',
      'Modern personal transport styling',
      'LED headlights and taillights',
      'Electric: no fuel, no emissions, quiet ride',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-d5-ranger-6-plus': {
    description:
      'The D5 Ranger 6 Plus combines six seats with rear-wheel drive, up to 40 miles of range and a 25 mph top speed. It is built for families and groups who want plenty of room and the longest range of any six-seat Ranger.',
    features: [
      'Seating for 6',
      'Up to 40 miles of range per charge',
      'Top speed of 25 mph',
      'Rear-wheel drive',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Financing available',
    ],
  },
  'evolution-d6-max-gt4': {
    description:
      "The D6 Max GT4 is a four-seat model from Evolution's premium top line, offering up to 40 miles of range and a 25 mph top speed. It suits buyers who want an upscale cart for the club, the neighborhood and evenings out with friends.",
    features: [
      'Seating for 4',
      'Up to 40 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'Premium D6 Max styling',
      'LED headlights and taillights',
      'Seat belts for every seat',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-d6-max-gt6': {
    description:
      'The D6 Max GT6 brings the premium D6 Max finish to a six-seat layout, with up to 40 miles of range and a 25 mph top speed. Larger families and hosts who entertain often get room for everyone without stepping down from the top line.',
    features: [
      'Seating for 6',
      'Up to 40 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'Premium D6 Max styling',
      'LED headlights and taillights',
      'Dealer setup, delivery and local service',
      'Financing available',
    ],
  },
  'evolution-d6-max-xt4': {
    description:
      'The D6 Max XT4 is a lifted four-seater with all-wheel drive, up to 50 miles of range and a 25 mph top speed. It is aimed at owners of larger or hillier properties who want a premium cart and the longest range in our Evolution lineup.',
    features: [
      'Seating for 4',
      'All-wheel drive',
      'Raised stance with larger all-terrain tires',
      'Up to 50 miles of range per charge',
      'Top speed of 25 mph',
      'Lead-acid battery pack',
      'LED headlights and taillights',
      'Seat belts for every seat',
    ],
  },
  'evolution-d6-max-xt6': {
    description:
      'The D6 Max XT6 tops the D6 Max line, seating six on a lifted 4x4 platform with up to 45 miles of range and a 28 mph top speed. It suits large families and rural owners who want room, traction and a premium finish in one cart.',
    features: [
      'Seating for 6',
      '4x4 drive',
      'Raised stance with larger all-terrain tires',
      'Up to 45 miles of range per charge',
      'Top speed of 28 mph',
      'Lead-acid battery pack',
      'Seat belts for every seat',
      'Financing available',
    ],
  },
  'evolution-forester-4-plus': {
    description:
      'The Forester 4 Plus is a four-seat trail and utility cart with up to 25 miles of range and an 18 mph top speed. It suits hunting camps, wooded lots and small farms where a quiet electric cart is welcome.',
    features: ['Seating for 4', ...foresterFeatures, 'Financing available'],
  },
  'evolution-forester-6-plus': {
    description:
      'The Forester 6 Plus stretches the trail-and-utility Forester to six seats, keeping up to 25 miles of range and an 18 mph top speed. Outdoor properties, camps and work crews that move several people across the grounds at once are its natural home.',
    features: ['Seating for 6', ...foresterFeatures, 'Test drives at our Somerville showroom'],
  },
  'evolution-turfman-200': {
    description:
      'The Turfman 200 is a two-seat utility vehicle with a cargo bed, up to 20 miles of range and a 15 mph top speed. Groundskeepers, facilities teams and homeowners with big yards can use it to haul tools and supplies without the noise of a gas engine.',
    features: [
      'Seating for 2',
      'Cargo bed for tools and supplies',
      'Up to 20 miles of range per charge',
      'Top speed of 15 mph',
      'Lead-acid battery pack',
      'Electric: no fuel, no emissions, quiet ride',
      'Dealer setup, delivery and local service',
      'Financing available',
    ],
  },
  'evolution-turfman-800': {
    description:
      'The Turfman 800 adds 4x4 drive and a raised stance to the two-seat Turfman, with a cargo bed, up to 30 miles of range and a 20 mph top speed. It suits farms, nurseries and estates where the work takes you off the pavement.',
    features: [
      'Seating for 2',
      'Cargo bed for tools and supplies',
      '4x4 drive',
      'Raised stance with larger all-terrain tires',
      'Up to 30 miles of range per charge',
      'Top speed of 20 mph',
      'Lead-acid battery pack',
      'Test drives at our Somerville showroom',
    ],
  },
  'evolution-turfman-1000': {
    description:
      'The Turfman 1000 is the longest-range Turfman, with 4x4 drive, a raised stance and up to 35 miles per charge at up to 20 mph. It is aimed at maintenance crews and landowners who need the most reach from a two-seat utility cart.',
    features: [
      'Seating for 2',
      'Cargo bed for tools and supplies',
      '4x4 drive',
      'Raised stance with larger all-terrain tires',
      'Up to 35 miles of range per charge',
      'Top speed of 20 mph',
      'Lead-acid battery pack',
      'Dealer setup, delivery and local service',
    ],
  },
};
