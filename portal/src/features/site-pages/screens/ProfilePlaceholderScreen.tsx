import { Card, Heading, Link, Stack, Text } from '@harakeke/design-system';
import { useId, type ComponentType } from 'react';
import { profilePlaceholderPages, type ProfilePlaceholderPage } from '../profile-placeholder-pages.js';

export interface ProfilePlaceholderScreenProps {
  /** Which Profile sub-page this is (spec 2 §2): its heading and what is coming to it. */
  page: ProfilePlaceholderPage;
}

/**
 * What each Profile sub-page not built yet will hold, in the words of spec 2 (§1 what customers do, §3 what each
 * feature keeps), so a customer reading it knows what is coming to that page and nothing more.
 */
export const profilePlaceholderComing: Record<ProfilePlaceholderPage, string> = {
  loyaltyCard:
    'Link your Flybuys card to your account, see which card is linked, or unlink it. We’ll also tell you here if your account can’t have a card linked.',
  homeProfile:
    'Answer a few questions about your home, such as its type, size and age, who lives there and how you heat it and your water, to unlock your home comparison and the breakdown of your usage. On a business account you’ll answer questions about your business instead: its industry, size, sites and the equipment that uses energy.',
  powershout:
    'See your PowerShout balance and when it expires, accept offers, book when to use your PowerShout at your property, and look back over your history.',
  donate: 'Give to the cause we support: choose a donation option, and see a donation that’s still being processed.',
  movingHouse:
    'Tell us you’re moving: your current and new addresses and moving dates, the energy you’ll need at your new place, how to reach you, and anything we should know there, such as medical support that needs power, access to the meter or a dog on site.',
  friendGetFriend: 'Your own link to share with friends and family who’d like to join us.',
};

/**
 * A Profile sub-page whose screens are not built yet (spec 2 §2: /account/profile/powershout, donate, moving-house,
 * friend-get-friend; spec 1 §2 menu targets Loyalty Card Settings and Home Profile): what is coming to it, and where
 * the settings that Profile once promised live now (spec 1 §2: Account Details and Payment Options).
 */
export function ProfilePlaceholderScreen({ page }: ProfilePlaceholderScreenProps) {
  const headingId = useId();
  const { title } = profilePlaceholderPages[page];
  const coming = profilePlaceholderComing[page];
  return (
    <Stack gap="4">
      <Heading level={1}>{title}</Heading>
      <Card labelledBy={headingId}>
        <Stack gap="3">
          <Heading level={2} size="md" id={headingId}>
            Coming to this page soon
          </Heading>
          <Text>{coming}</Text>
          <Text>
            Your login details, contact numbers and email preferences are in{' '}
            <Link href="/account/profile">Account details</Link>. How your bills are paid is in{' '}
            <Link href="/account/profile/payment-options">Payment options</Link>.
          </Text>
          <Link variant="standalone" href="/account/dashboard">
            Back to your dashboard
          </Link>
        </Stack>
      </Card>
    </Stack>
  );
}

const screens = new Map<ProfilePlaceholderPage, ComponentType>();

/** The screen of one sub-page, for its route (a route's screen takes no props); the same component each time. */
export function profilePlaceholderScreen(page: ProfilePlaceholderPage): ComponentType {
  let screen = screens.get(page);
  if (!screen) {
    screen = () => <ProfilePlaceholderScreen page={page} />;
    screens.set(page, screen);
  }
  return screen;
}
