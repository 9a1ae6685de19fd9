/** The drawer's Match Alerts tab: which favourite teams and changes to hear about by push. */
export function MatchAlertsPanel() {
  return null;
}
