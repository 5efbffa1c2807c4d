/** Port: the site application a sign-up names by its client_id; site-applications provides it. */
export abstract class ApplicationCatalogue {
  /** The client_id as the catalogue stores it, or null when no application has this one. */
  abstract storedClientId(clientId: string): Promise<string | null>;
}
