// The provider companies a fresh database starts with (migration 0010). Fictitious firms on the
// reserved .example domain, so no real company is named and no mail can reach anyone.
export const SEED_COMPANIES = [
  {
    name: 'Harbourline Markets Limited',
    subject: 'Lotwise Holdings Limited',
    logo: '',
    url: 'https://harbourline.example',
    registered_address: 'Suite 1203, 12/F, Admiralty Centre Tower 2, 18 Harcourt Road, Admiralty, Hong Kong',
    location: '28/F, One Island East, 18 Westlands Road, Quarry Bay, Hong Kong',
    email: 'support@harbourline.example',
  },
  {
    name: 'Northgate Capital Partners LLP',
    subject: 'Lotwise Holdings Limited',
    logo: '',
    url: 'https://northgate-capital.example',
    registered_address: '71-75 Shelton Street, Covent Garden, London WC2H 9JQ, United Kingdom',
    location: '4th Floor, 30 Crown Place, London EC2A 4EB, United Kingdom',
    email: 'clients@northgate-capital.example',
  },
  {
    name: 'Meridian Pacific Brokerage Pte. Ltd.',
    subject: 'Lotwise Holdings Limited',
    logo: '',
    url: 'https://meridian-pacific.example',
    registered_address: '10 Anson Road, #20-05 International Plaza, Singapore 079903',
    location: '1 Raffles Place, #44-01 One Raffles Place Tower 1, Singapore 048616',
    email: 'service@meridian-pacific.example',
  },
  {
    name: 'Azure Crest Financial FZE',
    subject: 'Lotwise Holdings Limited',
    logo: '',
    url: 'https://azurecrest.example',
    registered_address: 'Office 1705, Jumeirah Business Center 5, Cluster W, Jumeirah Lakes Towers, Dubai, United Arab Emirates',
    location: 'Level 14, Boulevard Plaza Tower 1, Sheikh Mohammed bin Rashid Boulevard, Dubai, United Arab Emirates',
    email: 'help@azurecrest.example',
  },
  {
    name: 'Baltic Amber Investments UAB',
    subject: 'Lotwise Holdings Limited',
    logo: '',
    url: 'https://balticamber.example',
    registered_address: 'Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania',
    location: 'Gedimino pr. 20, LT-01103 Vilnius, Lithuania',
    email: 'info@balticamber.example',
  },
];
