/** The texts of the admin remote's activity part (issue 30), under the key `activity` of the admin namespace. */
const en = {
  title: 'Activity',
};

export const activityCatalogue: { en: typeof en; it: typeof en } = {
  en,
  it: {
    title: 'Attività',
  },
};
