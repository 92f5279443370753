import { schema } from '@foyer/db';
import { newTreasureCode } from '../treasure-hunt/treasure-code.ts';
import type { EventScope } from './seed-scope.ts';

/** Five places of the venue, each worth its walk; the rooftop only for the first 25 finders. */
const demoTreasures: readonly { name: string; points: number; usage_left?: number }[] = [
  { name: 'Registration desk', points: 10 },
  { name: 'Main stage', points: 10 },
  { name: 'Coffee corner', points: 5 },
  { name: 'Sponsor wall', points: 15 },
  { name: 'Rooftop terrace', points: 20, usage_left: 25 },
];

/**
 * The demo's treasure hunt in its Games component. Codes come from the CSPRNG (never from the
 * seed: a demo installation's printed codes must not be derivable from this file).
 */
export async function seedTreasureHunt(scope: EventScope, componentId: number) {
  const [hunt] = await scope.db
    .insert(schema.treasure_hunts)
    .values({ event_id: scope.eventId, event_component_id: componentId, name: 'Summit treasure hunt', description: 'Find the five QR codes hidden around the venue. Each scores once per person.' })
    .returning({ id: schema.treasure_hunts.id });
  await scope.db.insert(schema.treasure_hunt_points).values(
    demoTreasures.map((t, i) => ({ event_id: scope.eventId, treasure_hunt_id: hunt!.id, name: t.name, points: t.points, usage_left: t.usage_left ?? null, order: i, code: newTreasureCode() })),
  );
  return { huntId: hunt!.id };
}
