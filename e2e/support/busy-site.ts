import type { Frequency, RewardImage } from '@et/contracts';
import type { TestClient } from '@et/gateway/testing';
import { images, uploadImage } from '@et/gateway/testing';
import type { RunningServer } from './server';

// A site in use, for the phone-layout tests: pages full enough that crowding shows.

const succeeded = (answer: { status: number; body: unknown }, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
};

const subjects = [
  'Willkommen bei Energietaler',
  'Ihr Ring ist unterwegs',
  'Neue Frequenz: Gelassenheit',
  'Wartung heute Abend',
  'Antwort auf Ihre Frage',
  'Ihre Belohnung wartet',
  'Tipps für den Morgen',
  'Danke für Ihre Rückmeldung',
];

/**
 * A user past the onboarding with three tokens (one active), a ring, three diary entries and eight
 * messages from the admin (the three oldest read). Frequencies come from `frequencies`.
 */
export async function busyUser(
  server: RunningServer,
  frequencies: Frequency[],
  language: 'de' | 'en' = 'de',
) {
  const admin = await server.given.admin();
  const user = await server.given.user({ language });
  succeeded(await user.post('/api/user/complete-onboarding'), 'onboarding');
  const names = ['Küche', 'Schlafzimmer', 'Auto'];
  const tokens = [];
  for (const [index, name] of names.entries())
    tokens.push(
      await server.given.token(user, { name, frequencyId: frequencies[index % frequencies.length]!.id }),
    );
  succeeded(await user.patch(`/api/energy-tokens/${tokens[0]!.id}`, { isActive: true }), 'activate');

  await admin.post('/api/ring-types/defaults');
  const ring = await admin.post<{ code: string }>('/api/ring-codes', { type: 'gold' });
  succeeded(ring, 'ring code');
  succeeded(await user.post('/api/dimension-rings', { code: ring.body.code }), 'ring');

  succeeded(await user.post('/api/diary-consent'), 'diary consent');
  for (const [index, content] of [
    'Ruhig geschlafen',
    'Streit beim Frühstück',
    'Spaziergang am See',
  ].entries())
    succeeded(
      await user.post('/api/diary-entries', { content, isPositive: index !== 1, strength: 3 + index }),
      'diary entry',
    );

  const messages: Array<{ id: string; subject: string }> = [];
  for (const subject of subjects) {
    const sent = await admin.post<{ id: string }>('/api/messages', {
      userId: user.user.id,
      subject,
      content: `${subject}.\n\nLiebe Grüße\nIhr Energietaler-Team`,
    });
    succeeded(sent, 'message');
    messages.push({ id: sent.body.id, subject });
  }
  for (const message of messages.slice(0, 3)) await user.patch(`/api/messages/${message.id}/read`);
  return { user, admin, tokens, messages: messages.reverse() };
}

/** Six frequencies with descriptions of a few lines each. */
export async function someFrequencies(server: RunningServer): Promise<Frequency[]> {
  const names = [
    ['Liebe', 'Love', 'gold'],
    ['Freude', 'Joy', 'orange'],
    ['Gelassenheit', 'Serenity', 'blue'],
    ['Mut', 'Courage', 'red'],
    ['Klarheit', 'Clarity', 'yellow'],
    ['Dankbarkeit', 'Gratitude', 'gold'],
  ] as const;
  const made = [];
  for (const [nameDE, nameEN, color] of names)
    made.push(
      await server.given.frequency({
        nameDE,
        nameEN,
        color,
        descriptionDE: `Die Frequenz ${nameDE} begleitet Sie durch den Tag und schenkt Ihnen Kraft, Ruhe und Zuversicht.`,
        descriptionEN: `The ${nameEN} frequency goes with you through the day and gives you strength and calm.`,
      }),
    );
  return made;
}

/** Three reward images with categories and tags, one inactive. */
export async function someRewards(admin: TestClient): Promise<RewardImage[]> {
  const uploaded = await uploadImage(admin, {
    bytes: await images.png(160, 120),
    filename: 'reward.png',
    type: 'image/png',
  });
  succeeded(uploaded, 'upload');
  const made = [];
  for (const [index, title] of ['Morgenlicht am See', 'Sternenhimmel', 'Blühende Wiese'].entries()) {
    const reward = await admin.post<RewardImage>('/api/reward-images', {
      title,
      imageUrl: uploaded.body.imageUrl,
      unlockTimeMinutes: 30 * (index + 1),
      category: 'Natur',
      tags: ['Ruhe', 'Licht'],
      active: index !== 2,
    });
    succeeded(reward, 'reward');
    made.push(reward.body);
  }
  return made;
}

/** A ring-code request whose notes fill more than a phone's screen. */
export async function longRingRequest(admin: TestClient, name: string): Promise<void> {
  const notes = Array.from(
    { length: 12 },
    (_, line) => `Zeile ${line + 1}: Der goldene Ring kam ohne Karte, bitte senden Sie mir den Code.`,
  ).join('\n');
  succeeded(
    await admin.post('/api/ring-code-request', {
      name,
      email: 'lange.anfrage@example.com',
      orderNumber: 'B-2025-0042',
      notes,
    }),
    'ring request',
  );
}
