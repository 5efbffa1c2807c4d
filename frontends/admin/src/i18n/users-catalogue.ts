/** The texts of the admin remote's users part (issue 30), under the key `users` of the admin namespace. */
const en = {
  title: 'Users',
};

export const usersCatalogue: { en: typeof en; it: typeof en } = {
  en,
  it: {
    title: 'Utenti',
  },
};
