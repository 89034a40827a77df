/** Towns the dealer serves: one landing page and one rental page each (docs/decisions/0008-places.md). */

export type MunicipalityType = 'Township' | 'Borough';
export type RegionId = 'somerset-county' | 'jersey-shore';

export interface Region {
  id: RegionId;
  /** "Somerset County" | "Jersey Shore". */
  name: string;
  /** Dealer location id (see dealer.ts): 'somerville-nj' or 'toms-river-nj'. */
  servedFrom: string;
}

export interface Municipality {
  slug: string;
  /** Without the type word, e.g. "Bridgewater", "Peapack-Gladstone", "Long Beach". */
  name: string;
  /** Displayed type: a City is shown as Borough; a section uses its parent's type. */
  type: MunicipalityType;
  /** Only where the real municipality is a City. */
  officialType?: 'City';
  /** "Somerset County", "Ocean County", "Burlington County". */
  county: string;
  region: RegionId;
  /** Set only when the place is a section/community of another municipality. */
  partOf?: string;
  /** Approximate town centre, 4 decimals. */
  coordinates: { latitude: number; longitude: number };
  /** Two or three sentences of local colour, 35-70 words. */
  localIntro: string;
  /** Three short, town-specific ideas of where or how a cart fits there. */
  cartUses: readonly [string, string, string];
}

export const regions: Record<RegionId, Region> = {
  'somerset-county': { id: 'somerset-county', name: 'Somerset County', servedFrom: 'somerville-nj' },
  'jersey-shore': { id: 'jersey-shore', name: 'Jersey Shore', servedFrom: 'toms-river-nj' },
};

const SOMERSET = 'Somerset County';
const OCEAN = 'Ocean County';
const BURLINGTON = 'Burlington County';

export const municipalities: readonly Municipality[] = [
  // ---------------------------------------------------------------- Somerset County: townships
  {
    slug: 'bedminster',
    name: 'Bedminster',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6807, longitude: -74.6454 },
    localIntro:
      'Bedminster is rolling estate and horse country in the northwest of the county, with the old villages of Bedminster and Pluckemin and the townhouse neighbourhoods of The Hills. Owners of large properties use carts to reach barns, paddocks and back fields, while residents of planned communities use them for quiet loops to neighbours and shared amenities.',
    cartUses: [
      'Checking fences, barns and paddocks across a large estate property',
      'Hauling feed, tack and tools between outbuildings without starting the truck',
      'Hosting guests at a garden party spread across several acres',
    ],
  },
  {
    slug: 'bernards',
    name: 'Bernards',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.7062, longitude: -74.5493 },
    localIntro:
      'Bernards Township takes in Basking Ridge, Liberty Corner and Lyons, a leafy mix of historic village centres, wooded lots and cul-de-sac neighbourhoods near the Great Swamp. Families here tend to want a cart for big yards, long driveways and private grounds, and for carrying kids, coolers and chairs to backyard gatherings and neighbourhood events.',
    cartUses: [
      'Moving mulch, leaves and tools around a wooded Basking Ridge lot',
      'Running a long driveway to the mailbox and recycling bins',
      'Shuttling family and coolers across the yard for a backyard party',
    ],
  },
  {
    slug: 'branchburg',
    name: 'Branchburg',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5626, longitude: -74.712 },
    localIntro:
      'Branchburg sits where the North and South Branches of the Raritan come together, mixing farmland, newer subdivisions and the hamlets of North Branch and Neshanic Station. Raritan Valley Community College and a number of business parks are here too, so carts see work on grounds and facilities as well as on hobby farms and larger home lots.',
    cartUses: [
      'Grounds and maintenance runs around a Branchburg business park',
      'Carrying buckets, hoses and feed around a hobby farm',
      'Getting around a big lot near the Raritan branches without tearing up the lawn',
    ],
  },
  {
    slug: 'bridgewater',
    name: 'Bridgewater',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5942, longitude: -74.6042 },
    localIntro:
      'Bridgewater is one of the largest towns in the county, home to Bridgewater Commons, the Somerset Patriots ballpark and Washington Valley Park on the mountain side. It is a few minutes from our Somerville showroom, and customers here buy carts for sprawling yards, HOA neighbourhoods, corporate campuses and the many youth-sports and community events the township hosts.',
    cartUses: [
      'Staff and equipment runs across a corporate campus off Route 202/206',
      'Moving gear and volunteers around a weekend youth-sports tournament',
      'Easy trips around a large yard in the Washington Valley hills',
    ],
  },
  {
    slug: 'franklin',
    name: 'Franklin',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.4917, longitude: -74.5667 },
    localIntro:
      'Franklin Township covers a big stretch of the county, from Somerset near New Brunswick to the canal villages of East Millstone and Griggstown along the Delaware and Raritan Canal. Colonial Park, with its gardens and arboretum, is here as well. Cart buyers range from warehouse and facility operators to homeowners with room to roam near the canal.',
    cartUses: [
      'Moving staff between buildings at a warehouse or distribution site',
      'Carrying picnic gear from the car to a spot near the canal in Griggstown',
      'Handling chores on a larger lot out toward East Millstone',
    ],
  },
  {
    slug: 'green-brook',
    name: 'Green Brook',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6037, longitude: -74.481 },
    localIntro:
      'Green Brook is a compact township tucked against the First Watchung Mountain along Route 22, with Washington Rock State Park on the ridge above. Many streets climb steeply from the valley, so an electric cart with good torque is a practical way to carry loads up a sloped driveway or around a hillside property.',
    cartUses: [
      'Hauling firewood and tools up a steep hillside driveway',
      'Moving planters and patio furniture around a terraced yard',
      'Carrying supplies between buildings at a Route 22 business',
    ],
  },
  {
    slug: 'hillsborough',
    name: 'Hillsborough',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.4978, longitude: -74.6752 },
    localIntro:
      'Hillsborough is a large township of farms, neighbourhoods and open space, with the Sourland Mountain ridge to the south and the Duke Farms preserve along the Raritan. Plenty of properties here have fields, barns or long frontages, and a utility cart with a cargo bed earns its keep hauling feed, fencing, firewood and garden supplies.',
    cartUses: [
      'Hauling fencing and feed around a farm near the Sourland ridge',
      'Carrying firewood from the woodpile to the house in winter',
      'Getting around a pick-your-own or farm stand on a busy weekend',
    ],
  },
  {
    slug: 'montgomery',
    name: 'Montgomery',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.4265, longitude: -74.6788 },
    localIntro:
      'Montgomery, home to Skillman and part of Belle Mead, sits just north of Princeton with preserved farmland, wooded lots and the Sourland foothills. Residents often have generous properties and gardens, and carts fit naturally into estate upkeep, equestrian chores and getting guests from the driveway to the back terrace.',
    cartUses: [
      'Equestrian chores between the barn, ring and pasture',
      'Ferrying guests from parked cars to a garden event on the back lawn',
      'Carrying tools and plantings around a large Skillman garden',
    ],
  },
  {
    slug: 'warren',
    name: 'Warren',
    type: 'Township',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6342, longitude: -74.5005 },
    localIntro:
      'Warren Township lies across the Watchung hills, a quiet place of wooded lots, winding roads and office campuses set back from the highway. Homes often sit on an acre or more with grades and tree cover, so carts are used for yard work, getting down to a pool or outbuilding, and moving people around at private events.',
    cartUses: [
      'Getting down a wooded slope to the pool house or back garden',
      'Leaf cleanup and brush hauling on a heavily treed acre lot',
      'Moving staff and equipment around an office campus',
    ],
  },
  // ---------------------------------------------------------------- Somerset County: boroughs
  {
    slug: 'bernardsville',
    name: 'Bernardsville',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.7187, longitude: -74.5693 },
    localIntro:
      'Bernardsville pairs a walkable downtown around its Gladstone Branch train station with the large early-1900s estates of Bernardsville Mountain, once known as the Mountain Colony. Estate owners and caretakers use carts to manage long private drives, gardens and grounds, while in town they are handy for small businesses and event setup.',
    cartUses: [
      'Grounds upkeep and gate runs on a Bernardsville Mountain estate',
      'Moving tables and supplies for a downtown sidewalk event',
      'Touring guests around formal gardens without walking the whole hill',
    ],
  },
  {
    slug: 'bound-brook',
    name: 'Bound Brook',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5684, longitude: -74.5385 },
    localIntro:
      'Bound Brook is a compact, historic river town on the north bank of the Raritan, with a Main Street and a train station on the Raritan Valley Line. Lots are tight and streets are busy, so carts here tend to work for businesses, churches and community groups moving people and gear around parking lots, festivals and grounds.',
    cartUses: [
      'Moving vendors and supplies around a Main Street festival',
      'Maintenance runs around a church or school campus',
      'Shuttling people across a large parking lot on event days',
    ],
  },
  {
    slug: 'far-hills',
    name: 'Far Hills',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6876, longitude: -74.6335 },
    localIntro:
      'Far Hills is a small horse-country borough of estates and open fields, best known for the Far Hills Race Meeting, the autumn steeplechase at Moorland Farm. Carts are part of everyday life on the large properties here, carrying riders, grooms and equipment between stables and fields, and moving guests across the grounds on busy event days.',
    cartUses: [
      'Carrying tack and water between stables and turnout fields',
      'Moving guests and hampers across the grounds on a race or event day',
      'Checking long fence lines on a Far Hills horse property',
    ],
  },
  {
    slug: 'manville',
    name: 'Manville',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5409, longitude: -74.5879 },
    localIntro:
      'Manville grew up around the Johns-Manville plant and sits where the Millstone River meets the Raritan, a tight-knit borough of modest homes and a busy Main Street. People here look at carts for practical jobs: getting around industrial and commercial yards, helping out at parish and club events, and moving things around the neighbourhood.',
    cartUses: [
      'Moving parts and people around a commercial or industrial yard',
      'Helping volunteers set up at a parish festival or club picnic',
      'Short hauls of garden supplies around a Manville home',
    ],
  },
  {
    slug: 'millstone',
    name: 'Millstone',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5009, longitude: -74.5899 },
    localIntro:
      'Millstone is one of the smallest boroughs in the county, a historic village along the Millstone River with old houses lining its main road and the Delaware and Raritan Canal just across the water. A quiet electric cart suits the scale of the place, from garden and property chores to gentle trips around a historic lot.',
    cartUses: [
      'Quiet property chores that suit a historic village setting',
      'Carrying gear down toward the Millstone River for an afternoon',
      'Helping with setup at a small community or church event',
    ],
  },
  {
    slug: 'north-plainfield',
    name: 'North Plainfield',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6301, longitude: -74.4274 },
    localIntro:
      'North Plainfield is a densely built borough just across the Green Brook from Plainfield, with blocks of Victorian and early 20th-century houses near the foot of the Watchung hills. Carts here are mostly about work: facilities and maintenance crews, schools, churches and businesses moving people and materials around their grounds.',
    cartUses: [
      'Maintenance crews moving tools around a school or church campus',
      'Deliveries between buildings at a local business or facility',
      'Event setup at a community day in a neighbourhood park',
    ],
  },
  {
    slug: 'peapack-gladstone',
    name: 'Peapack-Gladstone',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.7176, longitude: -74.656 },
    localIntro:
      'Peapack-Gladstone joins two small villages at the end of the Gladstone Branch rail line, surrounded by estates, horse farms and parkland such as Natirar. Hamilton Farm in Gladstone is the home of the US Equestrian Team Foundation. Carts are a natural fit for equestrian properties, estate grounds and the many outdoor events this part of the county hosts.',
    cartUses: [
      'Getting around show grounds and barns at an equestrian event',
      'Daily estate chores between the house, garden and stables',
      'Moving guests to a tented event on a Peapack-Gladstone lawn',
    ],
  },
  {
    slug: 'raritan',
    name: 'Raritan',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5707, longitude: -74.6326 },
    localIntro:
      'Raritan is a small borough next to Somerville, proud hometown of Medal of Honor recipient Sgt. John Basilone, who is remembered with a statue and an annual parade. With its Somerset Street shops and neighbourhoods close to the Raritan River, carts are useful here for businesses, parade and festival organisers, and homeowners with odd jobs to do.',
    cartUses: [
      'Moving organisers and supplies along the route on parade day',
      'Short deliveries for a shop on Somerset Street',
      'Carrying gear to a riverside park for a family gathering',
    ],
  },
  {
    slug: 'rocky-hill',
    name: 'Rocky Hill',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.4012, longitude: -74.6387 },
    localIntro:
      'Rocky Hill is a tiny, largely historic borough on the Millstone River at the southern tip of the county, a short drive from Princeton. Its old houses sit on established lots with gardens and outbuildings, and a quiet electric cart is an easy, low-key way to handle yard work and carry things around without disturbing the village calm.',
    cartUses: [
      'Low-noise yard work around an older home and garden',
      'Carrying plants and tools to a back garden plot',
      'Setting up chairs and tables for a village gathering',
    ],
  },
  {
    slug: 'somerville',
    name: 'Somerville',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5743, longitude: -74.6099 },
    localIntro:
      'Somerville is the county seat and home to our main showroom, with the Somerset County courthouse, a Raritan Valley Line station and Division Street, the pedestrian block lined with restaurants. It also hosts the long-running Tour of Somerville bike race. Local buyers use carts for businesses, event crews and getting around larger properties just outside the borough.',
    cartUses: [
      'Moving barriers, tables and crew for a downtown street event',
      'Short hauls between a Main Street shop and its storage',
      'Test-driving models right at our Somerville showroom before you buy',
    ],
  },
  {
    slug: 'south-bound-brook',
    name: 'South Bound Brook',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.5535, longitude: -74.5316 },
    localIntro:
      'South Bound Brook sits across the Raritan from Bound Brook, a small borough along the Delaware and Raritan Canal that is home to the historic Abraham Staats House, used by General von Steuben during the Revolution. Residents use carts for around-the-house jobs and neighbourhood trips, and groups use them at riverside and canal-side events.',
    cartUses: [
      'Carrying picnic gear toward the canal towpath',
      'Helping volunteers at a historic-site open day',
      'Around-the-house hauling on a small borough lot',
    ],
  },
  {
    slug: 'watchung',
    name: 'Watchung',
    type: 'Borough',
    county: SOMERSET,
    region: 'somerset-county',
    coordinates: { latitude: 40.6379, longitude: -74.451 },
    localIntro:
      'Watchung is a hilly, wooded borough in the Watchung Mountains, centred on its traffic circle and small lake, with the wooded trails of the Watchung Reservation a short drive away. Many homes sit on sloping, tree-covered lots, and an electric cart helps with leaves, firewood and garden work where a wheelbarrow struggles.',
    cartUses: [
      'Leaf and brush cleanup on a steep, wooded Watchung lot',
      'Hauling firewood up from the bottom of the property',
      'Carrying pool and patio supplies down a sloped yard',
    ],
  },
  // ---------------------------------------------------------------- Jersey Shore
  {
    slug: 'toms-river',
    name: 'Toms River',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9537, longitude: -74.1979 },
    localIntro:
      'Toms River is the Ocean County seat and home to our shore location, with a downtown along the river around Huddy Park and neighbourhoods that reach all the way out to the barrier island at Ortley Beach. Customers here use carts for bayside lagoons, marinas, beach blocks, big suburban lots and adult communities alike.',
    cartUses: [
      'Marina runs between the dock, the car and the boat',
      'Getting around a lagoon neighbourhood on the bay side',
      'Stopping by our Toms River location to compare models in person',
    ],
  },
  {
    slug: 'brick',
    name: 'Brick',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.059, longitude: -74.109 },
    localIntro:
      'Brick Township wraps around the Metedeconk River and Barnegat Bay, with lagoon neighbourhoods, marinas, bayfront parks and its own stretch of ocean beach on the barrier island. Boating families, beach-block homeowners and residents of the adult communities all find reasons to keep a cart, from dock runs to neighbourhood errands.',
    cartUses: [
      'Dock-to-driveway runs along a Metedeconk River lagoon',
      'Carrying beach gear from a summer rental to the Brick beaches',
      'Neighbourly loops around an adult community clubhouse',
    ],
  },
  {
    slug: 'lakewood',
    name: 'Lakewood',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0968, longitude: -74.2179 },
    localIntro:
      'Lakewood was a winter resort in the Gilded Age and has grown quickly in recent decades, with Lake Carasaljo, Georgian Court University and the ballpark of the Jersey Shore BlueClaws. Carts here work on campuses, industrial parks, schools and institutions, as well as for families moving around larger properties.',
    cartUses: [
      'Moving staff and supplies between buildings on a school campus',
      'Security and maintenance rounds at a Lakewood industrial park',
      'Carrying a picnic over to the paths around Lake Carasaljo',
    ],
  },
  {
    slug: 'jackson',
    name: 'Jackson',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0979, longitude: -74.3582 },
    localIntro:
      'Jackson is one of the largest townships in New Jersey by area, stretching into the Pine Barrens and best known as the home of Six Flags Great Adventure. Between its wooded acreage, farms, campgrounds and sizeable home lots, Jackson buyers tend to want rugged utility carts that handle sandy trails and real hauling.',
    cartUses: [
      'Hauling firewood and gear on a wooded Pine Barrens lot',
      'Getting around a campground or summer camp property',
      'Checking fields and outbuildings on a small Jackson farm',
    ],
  },
  {
    slug: 'point-pleasant',
    name: 'Point Pleasant',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0832, longitude: -74.0682 },
    localIntro:
      'Point Pleasant is a boating borough bordered by the Manasquan River and Barnegat Bay and cut through by the Point Pleasant Canal, with lagoons and marinas throughout. Many households keep a boat, and a cart makes the short trips between house, dock and marina easy, with the ocean beaches of neighbouring Point Pleasant Beach close by.',
    cartUses: [
      'Carrying fuel cans, coolers and rods down to a canal-side dock',
      'Short trips from home to the marina on a summer evening',
      'Moving kayaks and paddleboards to a Manasquan River launch',
    ],
  },
  {
    slug: 'somerset',
    name: 'Somerset',
    type: 'Township',
    county: SOMERSET,
    region: 'jersey-shore',
    partOf: 'Franklin Township',
    coordinates: { latitude: 40.4976, longitude: -74.4885 },
    localIntro:
      'Somerset is the busy northeastern section of Franklin Township, near New Brunswick and Rutgers, with Easton Avenue, office parks, apartment communities and established neighbourhoods. Carts here are mostly working vehicles for property managers, warehouses, campuses and event organisers, plus homeowners who want an easy way to handle yard chores.',
    cartUses: [
      'Maintenance rounds across an apartment or townhouse community',
      'Moving people and parcels around an office park off Easton Avenue',
      'Shuttling guests from remote parking at a large private event',
    ],
  },
  {
    slug: 'seaside-heights',
    name: 'Seaside Heights',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9443, longitude: -74.0729 },
    localIntro:
      'Seaside Heights is the classic Jersey Shore boardwalk town, with Casino Pier rides, arcades and a summer crowd that fills every block. Parking is precious in season, so carts are popular with businesses, rental owners and event crews who need to move supplies and people a few blocks at a time without fighting for a space.',
    cartUses: [
      'Restocking a boardwalk stand from the storage unit a few blocks away',
      'Turnover runs between summer rentals on changeover day',
      'Hauling beach chairs and umbrellas to the sand for guests',
    ],
  },
  {
    slug: 'seaside-park',
    name: 'Seaside Park',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9268, longitude: -74.0774 },
    localIntro:
      'Seaside Park is the quieter, family-oriented neighbour to Seaside Heights, a narrow borough between ocean and bay that leads south toward Island Beach State Park. Summer residents here like carts for getting to the beach and bay with kids and gear, and for everyday errands on streets where parking fills quickly.',
    cartUses: [
      'Bringing kids, chairs and a cooler to the ocean beach entrance',
      'An evening ride over to the bay side to catch the sunset',
      'Quick errands in town without giving up your parking spot',
    ],
  },
  {
    slug: 'lavallette',
    name: 'Lavallette',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9704, longitude: -74.0688 },
    localIntro:
      'Lavallette is a family beach borough on the Barnegat Peninsula, only a few blocks wide, with the ocean and boardwalk on one side and bayfront parks on the other. Its grid of short streets makes it easy to get around at low speed, and summer families use carts to bounce between beach, bay, ice cream and home.',
    cartUses: [
      'Bay-to-ocean trips across the narrow Lavallette grid',
      'Carrying beach gear to the boardwalk entrances',
      'Evening runs for ice cream with the whole family aboard',
    ],
  },
  {
    slug: 'bay-head',
    name: 'Bay Head',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0701, longitude: -74.0465 },
    localIntro:
      'Bay Head is a small beach borough at the north end of the Barnegat Peninsula, known for its shingled cottages, quiet streets, Twilight Lake and a compact downtown near the bay. With limited parking near the beach, summer residents lean on carts to carry family and gear to the sand and around town.',
    cartUses: [
      'Rides to the Bay Head beach entrances without hunting for parking',
      'A slow loop around Twilight Lake in the evening',
      'Trips to the shops and the bay without moving the car',
    ],
  },
  {
    slug: 'mantoloking',
    name: 'Mantoloking',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0407, longitude: -74.0499 },
    localIntro:
      'Mantoloking is a very small, mostly residential borough of large beachfront and bayfront homes on the Barnegat Peninsula, linked to the mainland by the Mantoloking Bridge. With almost no commercial strip, life revolves around the beach, the bay and the yacht club, and carts are a convenient way to move between them.',
    cartUses: [
      'Carrying sailing gear from home down to the bay',
      'Shuttling guests between the house and the beach walkway',
      'Property upkeep runs on a large oceanfront lot',
    ],
  },
  {
    slug: 'ortley-beach',
    name: 'Ortley Beach',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Toms River Township',
    coordinates: { latitude: 39.9587, longitude: -74.0707 },
    localIntro:
      'Ortley Beach is the barrier-island section of Toms River Township, squeezed between Lavallette and Seaside Heights, with ocean blocks on one side and bay lagoons on the other. Rebuilt after Hurricane Sandy with many raised homes, it is a summer neighbourhood where carts carry families and beach gear short distances every day.',
    cartUses: [
      'Beach gear runs from a raised home to the Ortley dune crossovers',
      'Lagoon-side trips to the boat on the bay side of the island',
      'Quick rides to the Seaside Heights boardwalk next door',
    ],
  },
  {
    slug: 'barnegat',
    name: 'Barnegat',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.7531, longitude: -74.2229 },
    localIntro:
      'Barnegat Township runs from the Pine Barrens east to Barnegat Bay, with a historic village along Route 9, bay docks and a number of active-adult communities. It is a short drive to Long Beach Island, and residents use carts inside their communities, at bayside docks and on larger wooded lots west of the parkway.',
    cartUses: [
      'Clubhouse and pool trips inside a Barnegat active-adult community',
      'Carrying crabbing gear to the bay docks',
      'Chores on a wooded lot out toward the Pine Barrens',
    ],
  },
  {
    slug: 'barnegat-light',
    name: 'Barnegat Light',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.7599, longitude: -74.1093 },
    localIntro:
      'Barnegat Light sits at the northern tip of Long Beach Island, home to Barnegat Lighthouse State Park and the commercial fishing docks at Viking Village. It is a quieter end of the island, and visitors and homeowners use carts to get to the lighthouse, the jetty, the docks and the beach without tying up the few parking spots.',
    cartUses: [
      'Rides up to the lighthouse and jetty at the north end of LBI',
      'Carrying rods and tackle to the charter boats at the docks',
      'Beach runs on the quieter north end of the island',
    ],
  },
  {
    slug: 'forked-river',
    name: 'Forked River',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Lacey Township',
    coordinates: { latitude: 39.8398, longitude: -74.1901 },
    localIntro:
      'Forked River is the main community of Lacey Township, where the branches of the Forked River wind through lagoon neighbourhoods and marinas before reaching Barnegat Bay. Many homes back onto the water, and a cart is an easy way to move coolers, fuel and fishing gear between the house, the bulkhead and the marina.',
    cartUses: [
      'Coolers and tackle from the house to a lagoon bulkhead',
      'Marina trips along the Forked River without parking hassles',
      'Carrying kayaks to a launch on the bay side',
    ],
  },
  {
    slug: 'lanoka-harbor',
    name: 'Lanoka Harbor',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Lacey Township',
    coordinates: { latitude: 39.8707, longitude: -74.1638 },
    localIntro:
      'Lanoka Harbor is the northern section of Lacey Township, a residential community of lagoon homes and wooded streets along Barnegat Bay near Cedar Creek. It is a boating and crabbing kind of place, and carts are used for getting down to the docks, running errands in the neighbourhood and handling yard chores.',
    cartUses: [
      'Dock runs in a Lanoka Harbor lagoon neighbourhood',
      'Carrying paddles and boats to put in on Cedar Creek',
      'Yard and leaf chores on a wooded bayside lot',
    ],
  },
  {
    slug: 'island-heights',
    name: 'Island Heights',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9432, longitude: -74.1499 },
    localIntro:
      'Island Heights began as a Methodist camp meeting town and still has the feel of a Victorian village, with porch-fronted houses on a bluff overlooking the Toms River. Sailing has a long history here, and a cart suits its quiet streets, whether for a trip down to the riverfront or carrying sails and gear to the yacht club.',
    cartUses: [
      'Trips down the bluff to the Toms River waterfront',
      'Carrying sails and gear to the yacht club on race days',
      'A quiet tour of the Victorian streets with visiting family',
    ],
  },
  {
    slug: 'beachwood',
    name: 'Beachwood',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.939, longitude: -74.1929 },
    localIntro:
      'Beachwood is a residential borough on the south shore of the Toms River, with a small river beach, a marina and neighbourhoods of modest homes on wooded streets. Residents use carts for short neighbourhood trips, bringing kids and gear down to the riverfront and helping out at borough events.',
    cartUses: [
      'Taking kids and beach toys down to the Beachwood river beach',
      'Moving gear between home and a slip at the marina',
      'Helping set up at a borough summer event',
    ],
  },
  {
    slug: 'south-toms-river',
    name: 'South Toms River',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9412, longitude: -74.2043 },
    localIntro:
      'South Toms River is a small borough on the south bank of the river, facing downtown Toms River and close to our shore location. It has a mix of homes, small businesses and riverfront parkland, and carts here help with short errands, business deliveries and getting down to the water.',
    cartUses: [
      'Short deliveries between a local business and its customers',
      'Carrying fishing gear to the Toms River bank',
      'Neighbourhood errands just minutes from our Toms River location',
    ],
  },
  {
    slug: 'pine-beach',
    name: 'Pine Beach',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9359, longitude: -74.1707 },
    localIntro:
      'Pine Beach is a small, leafy borough along the south shore of the Toms River, with tree-lined streets sloping down to the water and views across the river. Its quiet, low-traffic layout suits a cart for neighbourhood trips, heading down to the river and moving gear for sailing and swimming.',
    cartUses: [
      'Heading down the shady streets to the river in the evening',
      'Carrying a small sailboat rig down to the river',
      'Bringing chairs and towels to the riverfront',
    ],
  },
  {
    slug: 'ocean-gate',
    name: 'Ocean Gate',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9268, longitude: -74.1335 },
    localIntro:
      'Ocean Gate is a small bayside borough where the Toms River opens into Barnegat Bay, with a boardwalk along the water, a bay beach and a grid of cottages and year-round homes. It has the feel of an old summer colony, and carts are a relaxed way to get to the boardwalk, the beach and the crabbing spots.',
    cartUses: [
      'Rides to the bayfront boardwalk and beach in Ocean Gate',
      'Carrying crab traps and buckets to the water',
      'Evening loops around the cottage grid with the grandkids',
    ],
  },
  {
    slug: 'berkeley',
    name: 'Berkeley',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.904, longitude: -74.201 },
    localIntro:
      'Berkeley Township stretches from the Pine Barrens to Barnegat Bay, taking in Bayville, Pinewald, the Holiday City adult communities and even a slice of the barrier island at South Seaside Park. Retirees use carts within their communities, while bayside families use them for docks and beaches, and larger landowners use them for wooded acreage.',
    cartUses: [
      'Clubhouse, pool and mailbox trips inside Holiday City',
      'Bayside crabbing runs near Pinewald',
      'Carrying gear around a wooded lot west of the parkway',
    ],
  },
  {
    slug: 'manchester',
    name: 'Manchester',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.9808, longitude: -74.358 },
    localIntro:
      'Manchester is a large Pine Barrens township that is home to many active-adult and retirement communities, including Crestwood Village and the communities around Whiting, plus lakeside neighbourhoods and wide stretches of forest. For many residents a cart is simply how they get to the clubhouse, pool, mailbox and friends down the street.',
    cartUses: [
      'Daily trips to the clubhouse and pool in a 55+ community',
      'Visiting friends a few streets over without taking the car out',
      'Lakeside rides around a neighbourhood in the pines',
    ],
  },
  {
    slug: 'lacey',
    name: 'Lacey',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.8612, longitude: -74.2297 },
    localIntro:
      'Lacey Township spans Pine Barrens forest in the west and bayfront lagoons in the east, taking in Forked River, Lanoka Harbor and Bamber Lake, with Double Trouble State Park on its northern border. Its mix of waterfront homes and wooded lots means buyers want everything from dock-ready cruisers to utility carts for sandy trails.',
    cartUses: [
      'Sandy-trail chores on a wooded lot near Bamber Lake',
      'Dock runs in the lagoon neighbourhoods east of Route 9',
      'Carrying canoes toward Cedar Creek for a paddle',
    ],
  },
  {
    slug: 'plumsted',
    name: 'Plumsted',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 40.0425, longitude: -74.4889 },
    localIntro:
      'Plumsted is the farming corner of northwestern Ocean County, a rural township of fields, horse farms, nurseries and pinelands edge, centred on the village of New Egypt. Properties here are often measured in acres, and a utility cart with a bed is a practical everyday vehicle for chores, livestock and getting around the fields.',
    cartUses: [
      'Feed and water runs to livestock in the back pasture',
      'Moving trays and tools around a Plumsted nursery or farm',
      'Checking fence lines and fields without starting the tractor',
    ],
  },
  {
    slug: 'new-egypt',
    name: 'New Egypt',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Plumsted Township',
    coordinates: { latitude: 40.0676, longitude: -74.5307 },
    localIntro:
      'New Egypt is the village at the heart of Plumsted Township, a small crossroads town on Crosswicks Creek with a Main Street, churches and a well-known weekly flea market and farmers market. Surrounded by farms, it is a place where carts do double duty on small village lots and nearby agricultural properties.',
    cartUses: [
      'Hauling goods to a vendor stall on market day',
      'Village-lot yard work and garden hauling',
      'Getting around a family farm just outside New Egypt',
    ],
  },
  {
    slug: 'whiting',
    name: 'Whiting',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Manchester Township',
    coordinates: { latitude: 39.949, longitude: -74.38 },
    localIntro:
      'Whiting, in the western part of Manchester Township, is surrounded by pine forest and best known for its cluster of retirement communities, each with its own clubhouse, activities and quiet streets. Many residents here no longer want to drive for every short trip, and a comfortable cart covers the clubhouse, pool, mailbox and visits with neighbours.',
    cartUses: [
      'Getting to clubhouse activities without backing the car out',
      'Carrying groceries from the driveway to the door',
      'A relaxed ride to visit neighbours in the next section',
    ],
  },
  {
    slug: 'crestwood-village',
    name: 'Crestwood Village',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Manchester Township',
    coordinates: { latitude: 39.9557, longitude: -74.3573 },
    localIntro:
      'Crestwood Village is one of the long-established 55+ communities in Manchester Township, made up of several villages of single-level homes with clubhouses, pools and organised activities. Streets are calm and distances short, which makes a two-seat or four-seat cart an easy, social way for residents to get around.',
    cartUses: [
      'Trips to the Crestwood clubhouse for cards, classes and dances',
      'Carrying a couple of friends to the pool on a summer afternoon',
      'Errands between villages without using the car',
    ],
  },
  {
    slug: 'browns-mills',
    name: 'Browns Mills',
    type: 'Township',
    county: BURLINGTON,
    region: 'jersey-shore',
    partOf: 'Pemberton Township',
    coordinates: { latitude: 39.9726, longitude: -74.5826 },
    localIntro:
      'Browns Mills is a lake community in Pemberton Township, Burlington County, built around Mirror Lake next to Joint Base McGuire-Dix-Lakehurst and home to Deborah Heart and Lung Center. With lakefront homes, wooded lots and sandy pinelands roads, carts are used for lake days, yard work and getting around larger properties.',
    cartUses: [
      'Carrying kayaks and chairs down to Mirror Lake',
      'Sandy-lot chores on a pinelands property',
      'Neighbourhood trips around the lake on summer evenings',
    ],
  },
  {
    slug: 'bayville',
    name: 'Bayville',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    partOf: 'Berkeley Township',
    coordinates: { latitude: 39.9093, longitude: -74.1546 },
    localIntro:
      'Bayville is the main community of Berkeley Township, strung along Route 9 with neighbourhoods running down to Barnegat Bay and lagoon homes near the water. It mixes year-round families, boaters and adult communities, and carts are used for short trips to the bay, the docks and friends down the street.',
    cartUses: [
      'Bay-side trips to launch a kayak or go crabbing',
      'Neighbourhood errands without pulling onto Route 9',
      'Dock runs in a Bayville lagoon community',
    ],
  },
  {
    slug: 'ship-bottom',
    name: 'Ship Bottom',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.6429, longitude: -74.1802 },
    localIntro:
      'Ship Bottom is the gateway to Long Beach Island, where the Route 72 causeway lands, and its shops and restaurants see heavy summer traffic. Homeowners and renters a few blocks from the beach use carts to avoid the congestion, getting to the sand, the bay and the shops while the car stays in the driveway.',
    cartUses: [
      'Beach trips that skip the causeway-end traffic entirely',
      'Bayside sunset rides on the Ship Bottom side streets',
      'Quick runs to the shops near the foot of the causeway',
    ],
  },
  {
    slug: 'surf-city',
    name: 'Surf City',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.6621, longitude: -74.1685 },
    localIntro:
      'Surf City is a small Long Beach Island borough just north of Ship Bottom, with ocean blocks, a bay side and a handful of shops and restaurants along the boulevard. Summer families use carts to get everyone and everything to the beach in one trip, and for evening rides to dinner or ice cream.',
    cartUses: [
      'One-trip beach runs with the whole family and the umbrella',
      'Evening rides up the boulevard for dinner or ice cream',
      'Rental turnover runs between Surf City properties',
    ],
  },
  {
    slug: 'harvey-cedars',
    name: 'Harvey Cedars',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.701, longitude: -74.1399 },
    localIntro:
      'Harvey Cedars is a quiet, mostly residential borough on a narrow stretch of Long Beach Island, where ocean and bay are only a short walk apart. With little commercial activity and many summer homes, a cart is a natural way to carry gear to the beach, catch the bayside sunset and visit friends nearby.',
    cartUses: [
      'Hopping between the ocean and bay on the narrow island',
      'Carrying paddleboards to the bay for a morning paddle',
      'Visiting friends on the next block during a summer evening',
    ],
  },
  {
    slug: 'long-beach-township',
    name: 'Long Beach',
    type: 'Township',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.615, longitude: -74.199 },
    localIntro:
      'Long Beach Township covers most of Long Beach Island in several separate stretches, from Loveladies and North Beach down through Brant Beach to Holgate at the southern tip. Each section has its own beach character, and summer residents use carts for beach runs, bay trips and getting around without adding to island traffic.',
    cartUses: [
      'Beach runs from a Brant Beach rental to the nearest dune crossing',
      'Rides to the quiet southern end of the island near Holgate',
      'Bayside evenings in Loveladies without moving the car',
    ],
  },
  {
    slug: 'beach-haven',
    name: 'Beach Haven',
    type: 'Borough',
    county: OCEAN,
    region: 'jersey-shore',
    coordinates: { latitude: 39.5593, longitude: -74.2432 },
    localIntro:
      'Beach Haven is the historic resort town of southern Long Beach Island, with Victorian homes, the Fantasy Island amusement park, the Surflight Theatre and busy bayside shops and restaurants. Walkable but crowded in summer, it is a town where carts shine for short hops between the beach, the bay and an evening show.',
    cartUses: [
      'Rides to Fantasy Island and the bayside shops with the kids',
      'Getting to the Surflight Theatre without a parking search',
      'Beach runs past the Victorian blocks of the historic district',
    ],
  },
];

const bySlug: ReadonlyMap<string, Municipality> = new Map(municipalities.map((m) => [m.slug, m]));

export function municipalityBySlug(slug: string): Municipality | undefined {
  return bySlug.get(slug);
}

export function municipalitiesInRegion(region: RegionId): Municipality[] {
  return municipalities.filter((m) => m.region === region);
}

/**
 * The type a page shows for a municipality's official form (brief, section 3): a City is shown as
 * Borough. A place that is not itself a municipality takes the type of the one it is part of.
 */
export function displayedMunicipalityType(officialType: MunicipalityType | 'City'): MunicipalityType {
  return officialType === 'City' ? 'Borough' : officialType;
}

/** "{Name} {Type} Golf Carts", the title of a town's landing page and of its footer link. */
export function municipalityTitle(m: Pick<Municipality, 'name' | 'type'>): string {
  return `${m.name} ${m.type} Golf Carts`;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `count` nearest other towns of the same region, nearest first (ties broken by name). */
export function nearbyMunicipalities(m: Municipality, count = 4): Municipality[] {
  if (count <= 0) return [];
  return municipalities
    .filter((other) => other.region === m.region && other.slug !== m.slug)
    .map((other) => ({ other, miles: distanceMiles(m.coordinates, other.coordinates) }))
    .sort((x, y) => x.miles - y.miles || x.other.name.localeCompare(y.other.name))
    .slice(0, count)
    .map(({ other }) => other);
}
