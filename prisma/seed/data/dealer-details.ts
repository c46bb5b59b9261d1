/**
 * Stored Places details for some demo dealers, as the finder keeps them after a Places lookup
 * (phone, website, opening hours one line per weekday). The other demo dealers have none, so
 * the finder shows both kinds of card. Fictitious numbers and addresses under .example.
 */
export interface DemoDealerDetails {
  phoneNumber?: string;
  website?: string;
  openingHours?: string[];
}

const WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];

function week(weekday: string, saturday: string, sunday = 'Stengt'): string[] {
  return WEEKDAYS.map((day, i) => `${day}: ${i < 5 ? weekday : i === 5 ? saturday : sunday}`);
}

export const demoDealerDetails: Record<string, DemoDealerDetails> = {
  d001: { phoneNumber: '22 41 10 15', website: 'https://grensen-farge.example', openingHours: week('09:00–18:00', '10:00–16:00') },
  d002: { phoneNumber: '22 60 32 00', website: 'https://mobelpleie-majorstuen.example', openingHours: week('10:00–19:00', '10:00–17:00') },
  d003: { phoneNumber: '22 38 44 12', openingHours: week('10:00–18:00', '10:00–15:00') },
  d005: { phoneNumber: '22 55 19 70', website: 'https://frogner-snekkeri.example', openingHours: ['mandag–fredag: 08:00–16:00', 'lørdag–søndag: Stengt'] },
  d006: { website: 'https://sandvika-farge.example' },
  d008: { phoneNumber: '66 78 20 11', openingHours: week('09:00–17:00', '10:00–14:00') },
};
