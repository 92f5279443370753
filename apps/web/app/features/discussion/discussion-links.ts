/** SPEC §9: while the live stream is down, a session's discussion looks for changes every 2,500 ms. */
export const DISCUSSION_POLL_MS = 2_500;

/** The projector page of a session (SPEC §2 `agenda/{componentId}/session/{sessionId}/discussion`). */
export const projectorHref = (basePath: string, componentId: number, sessionId: number) => `${basePath}/agenda/${componentId}/session/${sessionId}/discussion`;

/** Whether a live `agenda_question` message concerns a session's page: its own questions, or the agenda's moderation switch. */
export const concernsSession = (componentId: number, sessionId: number) => (data: unknown) => {
  const m = data as { component_id?: unknown; session_id?: unknown; change?: unknown } | null;
  return m?.component_id === componentId && (m.session_id === sessionId || m.change === 'moderation');
};
