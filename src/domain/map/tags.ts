/**
 * The 21 tags of a point on the resort map (docs/content-model.md#map-points): what a visitor can
 * filter the map by. Their names in each language are messages (`map.tags.<key>`).
 */
export const mapTags = [
  'accommodation',
  'attraction',
  'caddiemaster',
  'cafe',
  'equipmentRental',
  'gamesArea',
  'info',
  'meetingRoom',
  'outdoorActivity',
  'parking',
  'pointOfInterest',
  'reception',
  'restaurant',
  'wellness',
  'apartments',
  'budget',
  'cottages',
  'hotels',
  'conferenceRoom',
  'other',
  'spa',
] as const

export type MapTag = (typeof mapTags)[number]

export const isMapTag = (value: unknown): value is MapTag => typeof value === 'string' && (mapTags as readonly string[]).includes(value)
