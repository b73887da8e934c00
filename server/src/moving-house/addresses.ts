import { ADDRESS_SUGGESTIONS_MAX, type MovingEnergy, type MovingHouseAddress } from '@harakeke/contract';

/**
 * A fictional, deterministic list of NZ addresses standing in for the postal and property-registry lookups: a few
 * streets per town, each with its house numbers. Natural gas is available only where a gas network reaches (North
 * Island towns, not every street); bottled gas (LPG) is delivered anywhere except to apartment blocks.
 */
interface Street {
  street: string;
  suburb: string;
  city: string;
  postcode: string;
  /** The last house number; every number from 1 is listed. */
  numbers: number;
  naturalGas: boolean;
  apartments?: boolean;
}

const streets: readonly Street[] = [
  { street: 'Kōwhai Street', suburb: 'Ponsonby', city: 'Auckland', postcode: '1011', numbers: 40, naturalGas: true },
  { street: 'Tōtara Avenue', suburb: 'Mount Eden', city: 'Auckland', postcode: '1024', numbers: 60, naturalGas: true },
  {
    street: 'Harbour View Apartments, Quay Street',
    suburb: 'Auckland Central',
    city: 'Auckland',
    postcode: '1010',
    numbers: 30,
    naturalGas: false,
    apartments: true,
  },
  { street: 'Mānuka Road', suburb: 'Henderson', city: 'Auckland', postcode: '0612', numbers: 50, naturalGas: false },
  { street: 'Rimu Road', suburb: 'Kelburn', city: 'Wellington', postcode: '6012', numbers: 60, naturalGas: true },
  { street: 'Kauri Crescent', suburb: 'Karori', city: 'Wellington', postcode: '6012', numbers: 45, naturalGas: true },
  { street: 'Tawa Terrace', suburb: 'Tawa', city: 'Wellington', postcode: '5028', numbers: 30, naturalGas: false },
  {
    street: 'Matai Street',
    suburb: 'Hamilton East',
    city: 'Hamilton',
    postcode: '3216',
    numbers: 40,
    naturalGas: true,
  },
  {
    street: 'Pōhutukawa Avenue',
    suburb: 'Mount Maunganui',
    city: 'Mount Maunganui',
    postcode: '3116',
    numbers: 50,
    naturalGas: false,
  },
  { street: 'Beach Lane', suburb: 'Raglan', city: 'Raglan', postcode: '3225', numbers: 20, naturalGas: false },
  {
    street: 'Harakeke Street',
    suburb: 'Riccarton',
    city: 'Christchurch',
    postcode: '8011',
    numbers: 70,
    naturalGas: false,
  },
  { street: 'Ngaio Place', suburb: 'Roslyn', city: 'Dunedin', postcode: '9010', numbers: 25, naturalGas: false },
];

function availableEnergyOf(street: Street): MovingEnergy[] {
  return [
    'electricity',
    ...(street.naturalGas ? (['naturalGas'] as const) : []),
    ...(street.apartments ? [] : (['lpg'] as const)),
  ];
}

/** Every address of the list, in street order then house number; ids derive from the positions, so never change. */
export const movingHouseAddresses: readonly MovingHouseAddress[] = streets.flatMap((street, streetIndex) =>
  Array.from({ length: street.numbers }, (_, index): MovingHouseAddress => {
    const number = index + 1;
    const place = `${street.street}, ${street.suburb}`;
    return {
      dpId: String(3_100_000 + streetIndex * 1000 + number),
      propertyId: `PR${String(52_000_000 + streetIndex * 1000 + number)}`,
      street: `${number} ${street.street}`,
      suburb: street.suburb,
      city: street.city,
      postcode: street.postcode,
      fullAddress:
        street.suburb === street.city
          ? `${number} ${street.street}, ${street.city} ${street.postcode}`
          : `${number} ${place}, ${street.city} ${street.postcode}`,
      availableEnergy: availableEnergyOf(street),
    };
  }),
);

/** Lower case without macrons or commas, so 'kowhai st' finds 'Kōwhai Street'. */
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[,]/g, ' ');

const searchIndex = movingHouseAddresses.map((address) => ({ address, text: ` ${searchable(address.fullAddress)} ` }));

/**
 * The addresses whose text holds every word typed: a number must match a whole house number or postcode, a word the
 * start of a word ('kow' finds Kōwhai). At most 10, in list order.
 */
export function searchAddresses(query: string): MovingHouseAddress[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const matches = searchIndex.filter(({ text }) =>
    words.every((word) => (/^\d+$/.test(word) ? text.includes(` ${word} `) : text.includes(` ${word}`))),
  );
  return matches.slice(0, ADDRESS_SUGGESTIONS_MAX).map(({ address }) => address);
}

/** The address with this postal delivery point id. */
export const addressByDpId = (dpId: string) => movingHouseAddresses.find((address) => address.dpId === dpId);

/** The address with this property registry id. */
export const addressByPropertyId = (propertyId: string) =>
  movingHouseAddresses.find((address) => address.propertyId === propertyId);

/** The address written this way (any case, with or without macrons), when the list has it. */
export function addressByText(fullAddress: string): MovingHouseAddress | undefined {
  const wanted = searchable(fullAddress).replace(/\s+/g, ' ').trim();
  return movingHouseAddresses.find((address) => searchable(address.fullAddress).replace(/\s+/g, ' ').trim() === wanted);
}
