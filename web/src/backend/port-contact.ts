/** What the admins' 'Falar no WhatsApp' link needs from the backend (issue 15). */
export interface ContactPort {
  /**
   * An integrator's phone (the company's, else the owner's), for admins: one document read,
   * made when a details dialog opens; null when the record or both phones are missing.
   */
  integratorPhone(integratorId: string): Promise<string | null>;
}
