/** Regulars of the demo spaza in Orlando West, Soweto. Phones are stored in E.164. */
export const DEMO_CUSTOMERS = [
  { name: 'Nomvula Zulu', phone: '+27721345678', address: '12 Mputhi St, Orlando West' },
  { name: 'Bongani Mthembu', phone: '+27834567123', address: '45 Vilakazi St, Orlando West' },
  { name: 'Lindiwe Ndlovu', phone: '+27795512340', address: '7 Moema St, Orlando West' },
  { name: 'Tshepo Molefe', phone: '+27613349087', address: '103 Ngakane St, Orlando West' },
  { name: 'Zanele Khumalo', phone: '+27846612093', address: '22 Mahalefele Rd, Dube' },
  { name: 'Sibusiso Nxumalo', phone: '+27823498810', address: '9 Pitso St, Orlando West' },
  { name: 'Palesa Mokoena', phone: '+27718873245', address: '61 Mofolo St, Orlando West' },
  { name: 'Mandla Sithole', phone: '+27764409987', address: '18 Khumalo St, Orlando East' },
  { name: 'Thembi Radebe', phone: '+27607781234', address: '3 Nkomo St, Dube' },
  { name: 'Kagiso Mabaso', phone: '+27812267745', address: '77 Vundla St, Orlando West' },
  { name: 'Ayanda Shabalala', phone: '+27739951206', address: '15 Sofasonke St, Orlando East' },
  { name: 'Refilwe Maseko', phone: '+27650034418', address: '40 Moloi St, Dube' },
  { name: 'Sello Dube', phone: '+27786615502', address: '5 Makhalemele St, Orlando West' },
  { name: 'Nokuthula Mahlangu', phone: '+27837702291', address: '28 Mbatha St, Orlando West' },
  { name: 'Vusi Ntuli', phone: '+27715543389', address: '91 Vilakazi St, Orlando West' },
] as const;
