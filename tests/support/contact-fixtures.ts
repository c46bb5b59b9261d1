/** A valid contact message and dealer application, shared by the schema and the route tests. */
export const VALID_CONTACT = { name: 'Kari Nordmann', email: 'kari@example.no', message: 'Hvor kjøper jeg treolje?', antiSpamAnswer: '4' };

export const VALID_PARTNER = {
  name: 'Ola Hansen',
  company: 'Hansen Møbler AS',
  email: 'ola@hansen.no',
  phone: '+47 22 33 44 55',
  industry: 'Møbelbutikk',
  productInterest: ['Møbelpolish', 'Lærpleie'],
  message: 'Vi vil gjerne føre produktene deres.',
  antiSpamAnswer: '4',
};
